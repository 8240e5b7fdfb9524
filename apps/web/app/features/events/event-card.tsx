import type { Locale } from '@kakehashi/contracts'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ElementType } from 'react'
import { EventPlace, EventTime, FeeChip, OnlineChip } from '../../components/event-facts'
import { CardTitle } from '../../components/list-card'
import { Tag } from '../../components/tag'
import { isOver } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { eventPath } from '../../lib/paths'
import type { EventSummary } from './api'

/** The company or agent holding an event, in the visitor's language. */
export function organiserName(
  locale: Locale,
  event: Pick<EventSummary, 'company' | 'agent'>,
): string | null {
  const organiser = event.company ?? event.agent
  return organiser ? localised(locale, organiser.name, organiser.nameEn) : null
}

interface EventCardProps {
  event: EventSummary
  headingComponent?: ElementType
  now: Date
}

/** One event of a list: when, where, what it costs and who holds it. */
export function EventCard({ event, headingComponent = 'h2', now }: EventCardProps) {
  const { t, locale } = useTranslation('events')
  const organiser = organiserName(locale, event)
  return (
    <Card variant="outlined" component="article" data-testid="event-card" data-event-id={event.id}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          <EventTime startsAt={event.eventStartsAt} endsAt={event.eventEndsAt} />
        </Typography>
        <CardTitle component={headingComponent} to={eventPath(event.id)} sx={{ mb: 1 }}>
          {localised(locale, event.title, event.titleEn)}
        </CardTitle>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {isOver(event, now) ? <Tag variant="filled">{t('ended')}</Tag> : null}
          {event.isOnline ? <OnlineChip /> : null}
          <FeeChip feeYen={event.feeYen} />
          {event.place ? <EventPlace place={event.place} /> : null}
        </Stack>
        {organiser ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('organiserLabel')}: {organiser}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  )
}
