import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { formatEventTime, formatYen } from '../lib/format'
import { useTranslation } from '../lib/i18n'
import type { Fact } from './fact-list'
import { Tag } from './tag'

// What events and special events show alike, in their lists and on their own pages.

/** "Free" or the fee, as a chip lists and detail pages share. */
export function FeeChip({ feeYen }: { feeYen: number }) {
  const { t, locale } = useTranslation('events')
  return feeYen > 0 ? (
    <Tag data-testid="event-fee">{`${t('feeLabel')} ${formatYen(locale, feeYen)}`}</Tag>
  ) : (
    <Tag colour="success" data-testid="event-fee">
      {t('free')}
    </Tag>
  )
}

export function OnlineChip() {
  const { t } = useTranslation('events')
  return <Tag colour="primary">{t('online')}</Tag>
}

/** When an event takes place, always in Japan time and saying so. */
export function EventTime({
  startsAt,
  endsAt,
  testId,
}: {
  startsAt: string
  endsAt: string | null
  testId?: string
}) {
  const { t, locale } = useTranslation('events')
  return (
    <>
      <time dateTime={startsAt} data-testid={testId}>
        {formatEventTime(locale, startsAt, endsAt)}
      </time>{' '}
      ({t('japanTime')})
    </>
  )
}

/** Where an event takes place, as a line of a card. */
export function EventPlace({ place }: { place: string }) {
  const { t } = useTranslation('events')
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {t('placeLabel')}: {place}
    </Typography>
  )
}

/** An event's facts on its own page: one row each, label beside value from sm up. */
export function EventFactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1, mb: 3 }}>
      <Box component="dl" sx={{ m: 0 }}>
        {facts.map((fact) => (
          <Box
            key={fact.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
              gap: { xs: 0.25, sm: 2 },
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ fontWeight: 700 }}
            >
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

/** What the organiser wrote about the event, as text with its line breaks. */
export function EventBody({
  headingId,
  body,
  testId,
}: {
  headingId: string
  body: string
  testId?: string
}) {
  const { t } = useTranslation('events')
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('aboutEvent')}
      </Typography>
      <Typography
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}
        data-testid={testId}
      >
        {body}
      </Typography>
    </Box>
  )
}
