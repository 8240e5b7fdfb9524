import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CardGrid } from '../../components/card-grid'
import { EventPlace, EventTime, OnlineChip } from '../../components/event-facts'
import { CardTitle } from '../../components/list-card'
import { factSeparator, formatInstant } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { specialEventPath } from '../../lib/paths'
import type { SpecialEvent } from './api'
import { EntryControl } from './entry-control'

/** How full a session is: seats taken of its capacity, or only how many entered when unlimited. */
export function entryCountText(
  t: ReturnType<typeof useTranslation<'events'>>['t'],
  event: Pick<SpecialEvent, 'capacity' | 'entryCount'>,
): string {
  return event.capacity !== null
    ? t('special.seats', { count: event.entryCount, capacity: event.capacity })
    : t('special.entryCount', { count: event.entryCount })
}

interface SpecialEventCardProps {
  event: SpecialEvent
  groupName: string
  signedIn: boolean
  loginHref: string
  headingComponent?: 'h2' | 'h3'
}

/** One session of a special event: company, title, time, deadline, seats and the entry button. */
export function SpecialEventCard({
  event,
  groupName,
  signedIn,
  loginHref,
  headingComponent = 'h3',
}: SpecialEventCardProps) {
  const { t, locale } = useTranslation('events')
  const deadline = event.entryEndsAt ?? event.eventStartsAt
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="special-event-card"
      data-special-event-id={event.id}
    >
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {event.company ? (
            <Typography variant="body2" color="text.secondary" data-testid="special-event-company">
              {localised(locale, event.company.name, event.company.nameEn)}
            </Typography>
          ) : null}
          <CardTitle
            component={headingComponent}
            to={specialEventPath(groupName, event.id)}
            sx={{ my: 0.5 }}
          >
            {localised(locale, event.title, event.titleEn)}
          </CardTitle>
          <Typography variant="body2">
            <EventTime startsAt={event.eventStartsAt} endsAt={event.eventEndsAt} />
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {event.isOnline ? <OnlineChip /> : null}
            {event.place ? <EventPlace place={event.place} /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('special.entryDeadline')}: {formatInstant(locale, deadline)}
            {factSeparator(locale)}
            {entryCountText(t, event)}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <EntryControl event={event} signedIn={signedIn} loginHref={loginHref} />
        </Box>
      </CardContent>
    </Card>
  )
}

/** A special event's sessions one under another. */
export function SpecialEventCardList({
  events,
  groupName,
  signedIn,
  loginHref,
  headingComponent,
}: Omit<SpecialEventCardProps, 'event' | 'groupName'> & {
  events: readonly SpecialEvent[]
  groupName: string
}) {
  return (
    <CardGrid
      items={events}
      getKey={(event) => event.id}
      renderItem={(event) => (
        <SpecialEventCard
          event={event}
          groupName={groupName}
          signedIn={signedIn}
          loginHref={loginHref}
          headingComponent={headingComponent}
        />
      )}
      columns={{}}
    />
  )
}
