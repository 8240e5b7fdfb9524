import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from 'react-router'
import {
  EventBody,
  EventFactList,
  EventTime,
  FeeChip,
  OnlineChip,
} from '../../components/event-facts'
import { presentFacts } from '../../components/fact-list'
import { PageTitle } from '../../components/page-heading'
import { formatInstant, formatYen } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { jobPath } from '../../lib/paths'
import type { EventDetail } from './api'
import { organiserName } from './event-card'

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
  const facts = presentFacts([
    {
      label: t('dateLabel'),
      value: (
        <EventTime startsAt={event.eventStartsAt} endsAt={event.eventEndsAt} testId="event-date" />
      ),
    },
    {
      label: t('placeLabel'),
      value: event.isOnline ? (
        <>
          {t('online')}
          {event.place ? ` (${event.place})` : null}
        </>
      ) : (
        event.place
      ),
    },
    {
      label: t('entryPeriodLabel'),
      value: entryPeriod ? `${entryPeriod} (${t('japanTime')})` : t('entryNotSet'),
    },
    {
      label: t('feeLabel'),
      value: event.feeYen > 0 ? formatYen(locale, event.feeYen) : t('free'),
    },
    event.capacity
      ? { label: t('capacityLabel'), value: t('capacity', { count: event.capacity }) }
      : null,
    organiser ? { label: t('organiserLabel'), value: organiser } : null,
    event.jobInfo
      ? {
          label: t('relatedJob'),
          value: (
            <Link
              component={RouterLink}
              to={jobPath(event.jobInfo.id)}
              data-testid="event-related-job"
            >
              {localised(locale, event.jobInfo.title, event.jobInfo.titleEn)}
            </Link>
          ),
        }
      : null,
  ])
  return (
    <Box component="article">
      <Link component={RouterLink} to="/events" variant="body2">
        {t('backToList')}
      </Link>
      <PageTitle size="standard" sx={{ mt: 1, mb: 2 }}>
        {localised(locale, event.title, event.titleEn)}
      </PageTitle>
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        {event.isOnline ? <OnlineChip /> : null}
        <FeeChip feeYen={event.feeYen} />
      </Stack>
      <EventFactList facts={facts} />
      {event.body ? (
        <EventBody headingId="event-body-heading" body={event.body} testId="event-body" />
      ) : null}
    </Box>
  )
}
