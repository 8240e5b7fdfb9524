import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { OnlineChip } from '../../components/event-facts'
import { formatEventTime, formatInstant } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { groupPath, mypagePath } from '../../lib/paths'
import type { SpecialEventDetail } from './api'
import { EntryControl } from './entry-control'
import { groupPeriod } from './group-header'

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
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

interface SpecialEventDetailPageProps {
  detail: SpecialEventDetail
  signedIn: boolean
  loginHref: string
}

/** One session of a special event with its enter / leave button. */
export function SpecialEventDetailPage({
  detail,
  signedIn,
  loginHref,
}: SpecialEventDetailPageProps) {
  const { t, locale } = useTranslation('events')
  const { specialEvent: event, specialEventGroup: group } = detail
  const groupTitle = localised(locale, group.title, group.titleEn)
  return (
    <Box component="article">
      <Link component={RouterLink} to={groupPath(group.name)} variant="body2">
        {t('special.backToGroup', { title: groupTitle })}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {groupTitle} ({groupPeriod(locale, group)})
      </Typography>
      {event.company ? (
        <Typography variant="subtitle1" sx={{ mt: 1 }} data-testid="special-event-company">
          {localised(locale, event.company.name, event.company.nameEn)}
        </Typography>
      ) : null}
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, mt: 0.5, mb: 2, overflowWrap: 'anywhere' }}
      >
        {localised(locale, event.title, event.titleEn)}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <EntryControl event={event} signedIn={signedIn} loginHref={loginHref} />
        {signedIn ? (
          <Link
            component={RouterLink}
            to={mypagePath(group.name)}
            variant="body2"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            {t('special.myEntriesLink')}
          </Link>
        ) : null}
      </Box>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1, mb: 3 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('dateLabel')}>
            <time dateTime={event.eventStartsAt}>
              {formatEventTime(locale, event.eventStartsAt, event.eventEndsAt)}
            </time>{' '}
            ({t('japanTime')})
          </Fact>
          <Fact label={t('placeLabel')}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {event.isOnline ? <OnlineChip /> : null}
              {event.place ? <span>{event.place}</span> : null}
            </Stack>
          </Fact>
          <Fact label={t('special.entryDeadline')}>
            {formatInstant(locale, event.entryEndsAt ?? event.eventStartsAt)} ({t('japanTime')})
          </Fact>
          <Fact label={t('capacityLabel')}>
            {event.capacity !== null
              ? t('special.seats', { count: event.entryCount, capacity: event.capacity })
              : t('special.entryCount', { count: event.entryCount })}
          </Fact>
        </Box>
      </Paper>
      {event.body ? (
        <Box component="section" aria-labelledby="special-event-body-heading">
          <Typography id="special-event-body-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('aboutEvent')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}>
            {event.body}
          </Typography>
        </Box>
      ) : null}
    </Box>
  )
}
