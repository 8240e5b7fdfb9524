import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { FeeChip, OnlineChip } from '../../components/event-facts'
import { formatEventTime, formatInstant, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import type { EventDetail } from './api'
import { organiserName } from './event-card'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

/** One event in full: date and time in Japan time, place, entry period, fee, organiser, body. */
export function EventDetailPage({ event }: { event: EventDetail }) {
  const { t, locale } = useTranslation('events')
  const organiser = organiserName(locale, event)
  const entryPeriod = [
    event.entryStartsAt ? t('entryFrom', { date: formatInstant(locale, event.entryStartsAt) }) : '',
    event.entryEndsAt ? t('entryUntil', { date: formatInstant(locale, event.entryEndsAt) }) : '',
  ]
    .filter(Boolean)
    .join(locale === 'en' ? ' ' : '')
  return (
    <Box component="article">
      <Link component={RouterLink} to="/events" variant="body2">
        {t('backToList')}
      </Link>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, mt: 1, mb: 2, overflowWrap: 'anywhere' }}
      >
        {localised(locale, event.title, event.titleEn)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        {event.isOnline ? <OnlineChip /> : null}
        <FeeChip feeYen={event.feeYen} />
      </Stack>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1, mb: 3 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('dateLabel')}>
            <time dateTime={event.eventStartsAt} data-testid="event-date">
              {formatEventTime(locale, event.eventStartsAt, event.eventEndsAt)}
            </time>{' '}
            ({t('japanTime')})
          </Fact>
          <Fact label={t('placeLabel')}>
            {event.isOnline ? (
              <>
                {t('online')}
                {event.place ? ` (${event.place})` : null}
              </>
            ) : (
              event.place
            )}
          </Fact>
          <Fact label={t('entryPeriodLabel')}>
            {entryPeriod ? `${entryPeriod} (${t('japanTime')})` : t('entryNotSet')}
          </Fact>
          <Fact label={t('feeLabel')}>
            {event.feeYen > 0
              ? t('fee', { amount: formatNumber(locale, event.feeYen) })
              : t('free')}
          </Fact>
          {event.capacity ? (
            <Fact label={t('capacityLabel')}>{t('capacity', { count: event.capacity })}</Fact>
          ) : null}
          {organiser ? <Fact label={t('organiserLabel')}>{organiser}</Fact> : null}
          {event.jobInfo ? (
            <Fact label={t('relatedJob')}>
              <Link
                component={RouterLink}
                to={`/job_infos/${event.jobInfo.id}`}
                data-testid="event-related-job"
              >
                {localised(locale, event.jobInfo.title, event.jobInfo.titleEn)}
              </Link>
            </Fact>
          ) : null}
        </Box>
      </Paper>
      {event.body ? (
        <Box component="section" aria-labelledby="event-body-heading">
          <Typography id="event-body-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('aboutEvent')}
          </Typography>
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}
            data-testid="event-body"
          >
            {event.body}
          </Typography>
        </Box>
      ) : null}
    </Box>
  )
}
