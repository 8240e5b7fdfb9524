import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { FigureTile } from '../../components/figure-tile'
import { PageHeading } from '../../components/page-heading'
import { TimeChart } from '../../components/time-chart'
import { formatDate, formatNumber, formatPercent } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { PlatformFiguresRecord } from './api'
import { JOB_REPORTS_PATH, PERSONAL_DATA_REQUESTS_PATH, RECRUITER_REPORTS_PATH } from './paths'

/** The admin area's front page (/admin): the platform at a glance and what is waiting. */
export function PlatformFiguresPage({ figures }: { figures: PlatformFiguresRecord }) {
  const { t, locale } = useTranslation('admin')
  const number = (value: number) => formatNumber(locale, value)
  const rate = (week: PlatformFiguresRecord['thisWeek']) =>
    week.scoutsSent > 0
      ? formatPercent(locale, week.scoutsReplied / week.scoutsSent)
      : t('figures.noRate')
  const { labels, series } = useMemo(
    () => ({
      labels: figures.weeks.map((week) =>
        t('figures.weekOf', { date: formatDate(locale, week.weekOf) }),
      ),
      series: [
        {
          label: t('figures.sent'),
          colour: '#325C8B',
          values: figures.weeks.map((week) => week.scoutsSent),
        },
        {
          label: t('figures.replied'),
          colour: '#2E7D32',
          values: figures.weeks.map((week) => week.scoutsReplied),
        },
      ],
    }),
    [figures.weeks, locale, t],
  )
  return (
    <Stack spacing={3}>
      <PageHeading title={t('figures.title')} description={t('figures.description')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <FigureTile
          testId="figure-candidates"
          label={t('figures.candidates')}
          value={number(figures.candidates)}
        />
        <FigureTile
          testId="figure-recruiters"
          label={t('figures.recruiters')}
          value={number(figures.recruiters)}
          note={t('figures.recruitersInvited', { count: figures.recruitersInvited })}
        />
        <FigureTile
          testId="figure-organisations"
          label={t('figures.organisations')}
          value={number(figures.organisations)}
        />
        <FigureTile
          testId="figure-jobs"
          label={t('figures.jobsOpen')}
          value={number(figures.jobsOpen)}
        />
        <FigureTile
          testId="figure-scouts"
          label={t('figures.scoutsThisWeek')}
          value={number(figures.thisWeek.scoutsSent)}
          note={t('figures.lastWeek', { count: figures.lastWeek.scoutsSent })}
        />
        <FigureTile
          testId="figure-reply-rate"
          label={t('figures.replyRate')}
          value={rate(figures.thisWeek)}
          note={t('figures.replyRateLastWeek', { rate: rate(figures.lastWeek) })}
        />
        <FigureTile
          testId="figure-reports"
          label={t('figures.reportsWaiting')}
          value={number(figures.jobReportsWaiting)}
          note={
            <MuiLink component={Link} to={`${JOB_REPORTS_PATH}?state=open`}>
              {t('figures.openReports')}
            </MuiLink>
          }
        />
        <FigureTile
          testId="figure-recruiter-reports"
          label={t('figures.recruiterReportsWaiting')}
          value={number(figures.recruiterReportsWaiting)}
          note={
            <MuiLink component={Link} to={`${RECRUITER_REPORTS_PATH}?state=open`}>
              {t('figures.openReports')}
            </MuiLink>
          }
        />
        <FigureTile
          testId="figure-data-requests"
          label={t('figures.dataRequestsWaiting')}
          value={number(figures.personalDataRequestsWaiting)}
          note={
            <MuiLink component={Link} to={PERSONAL_DATA_REQUESTS_PATH}>
              {t('figures.openList')}
            </MuiLink>
          }
        />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <TimeChart title={t('figures.chartTitle')} labels={labels} series={series} />
      </Paper>
    </Stack>
  )
}
