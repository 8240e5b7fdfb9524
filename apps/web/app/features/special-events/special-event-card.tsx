import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { OnlineChip } from '../../components/event-facts'
import { formatEventTime, formatInstant } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { specialEventPath } from '../../lib/paths'
import type { SpecialEvent } from './api'
import { EntryControl } from './entry-control'

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
          <Typography
            component={headingComponent}
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.4, my: 0.5, overflowWrap: 'anywhere' }}
          >
            <Link
              component={RouterLink}
              to={specialEventPath(groupName, event.id)}
              underline="hover"
            >
              {localised(locale, event.title, event.titleEn)}
            </Link>
          </Typography>
          <Typography variant="body2">
            <time dateTime={event.eventStartsAt}>
              {formatEventTime(locale, event.eventStartsAt, event.eventEndsAt)}
            </time>{' '}
            ({t('japanTime')})
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {event.isOnline ? <OnlineChip /> : null}
            {event.place ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('placeLabel')}: {event.place}
              </Typography>
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('special.entryDeadline')}: {formatInstant(locale, deadline)} ・{' '}
            {event.capacity !== null
              ? t('special.seats', { count: event.entryCount, capacity: event.capacity })
              : t('special.entryCount', { count: event.entryCount })}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <EntryControl event={event} signedIn={signedIn} loginHref={loginHref} />
        </Box>
      </CardContent>
    </Card>
  )
}
