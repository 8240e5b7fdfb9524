import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import { PageHeading } from '../../components/page-heading'
import { ScrollRow } from '../../components/scroll-row'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localName } from '../../lib/localised'
import { jobTypeRankingPath, RANKING_PATH } from '../../lib/paths'
import { TAP, TOUCH } from '../../lib/theme'
import type { JobTypeTree } from './api'

/** The week a ranking covers, Monday to Sunday, as the visitor's language writes dates. */
export function weekLabel(
  t: ReturnType<typeof useTranslation<'jobs'>>['t'],
  locale: 'ja' | 'en',
  weekStartOn: string | null,
): string | null {
  if (!weekStartOn) return null
  const start = new Date(`${weekStartOn}T00:00:00+09:00`)
  const end = new Date(start.getTime() + 6 * 24 * 60 * 60 * 1000)
  return t('ranking.week', { start: formatDate(locale, start), end: formatDate(locale, end) })
}

interface RankingPageProps {
  heading: string
  weekStartOn: string | null
  rankings: { rank: number; jobInfo: JobSummary }[]
  jobTypes: JobTypeTree
  /** The parent job type shown, or null for the overall ranking. */
  currentJobTypeId: number | null
}

export function RankingPage({
  heading,
  weekStartOn,
  rankings,
  jobTypes,
  currentJobTypeId,
}: RankingPageProps) {
  const { t, locale } = useTranslation('jobs')
  const week = weekLabel(t, locale, weekStartOn)
  const tabBar = useRef<HTMLDivElement>(null)
  // On a phone the tabs scroll sideways; the current one is brought into view.
  useEffect(() => {
    const bar = tabBar.current
    const current = bar?.querySelector<HTMLElement>(`[data-tab="${currentJobTypeId ?? 'all'}"]`)
    if (bar && current)
      bar.scrollLeft = current.offsetLeft - bar.clientWidth / 2 + current.offsetWidth / 2
  }, [currentJobTypeId])
  const tabs = [
    { key: 'all', to: RANKING_PATH, label: t('ranking.all'), isCurrent: currentJobTypeId === null },
    ...jobTypes.map((type) => ({
      key: String(type.id),
      to: jobTypeRankingPath(type.path),
      label: localName(locale, type),
      isCurrent: currentJobTypeId === type.id,
    })),
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={heading} description={week} descriptionTestId="ranking-week" />
      <Box
        component="nav"
        aria-label={t('ranking.jobTypes')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <ScrollRow scrollerRef={tabBar} background="default" testId="ranking-tabs">
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
            {tabs.map((tab) => (
              <li key={tab.key}>
                <Box
                  component={Link}
                  to={tab.to}
                  aria-current={tab.isCurrent ? 'page' : undefined}
                  data-testid="ranking-tab"
                  data-tab={tab.key}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    px: 2,
                    py: 1.25,
                    [TOUCH]: { minHeight: TAP },
                    whiteSpace: 'nowrap',
                    fontSize: 14,
                    textDecoration: 'none',
                    color: tab.isCurrent ? 'primary.main' : 'text.primary',
                    fontWeight: tab.isCurrent ? 700 : 400,
                    borderBottom: 3,
                    borderColor: tab.isCurrent ? 'primary.main' : 'transparent',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  {tab.label}
                </Box>
              </li>
            ))}
          </Box>
        </ScrollRow>
      </Box>
      <Box data-testid="ranking-list" data-job-type-id={currentJobTypeId ?? 'all'}>
        <JobInfoList
          jobs={rankings.map((ranking) => ranking.jobInfo)}
          ranks={rankings.map((ranking) => ranking.rank)}
          headingComponent="h2"
          emptyMessage={t('ranking.empty')}
        />
      </Box>
    </Stack>
  )
}
