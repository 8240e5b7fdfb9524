import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { EventBody, EventFactList, EventTime, OnlineChip } from '../../components/event-facts'
import { PageTitle } from '../../components/page-heading'
import { formatInstant } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { groupPath, mypagePath } from '../../lib/paths'
import type { SpecialEventDetail } from './api'
import { EntryControl } from './entry-control'
import { groupPeriod } from './group-header'
import { entryCountText } from './special-event-card'

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
  const facts = [
    {
      label: t('dateLabel'),
      value: <EventTime startsAt={event.eventStartsAt} endsAt={event.eventEndsAt} />,
    },
    {
      label: t('placeLabel'),
      value: (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {event.isOnline ? <OnlineChip /> : null}
          {event.place ? <span>{event.place}</span> : null}
        </Stack>
      ),
    },
    {
      label: t('special.entryDeadline'),
      value: `${formatInstant(locale, event.entryEndsAt ?? event.eventStartsAt)} (${t('japanTime')})`,
    },
    { label: t('capacityLabel'), value: entryCountText(t, event) },
  ]
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
      <PageTitle size="standard" sx={{ mt: 0.5, mb: 2 }}>
        {localised(locale, event.title, event.titleEn)}
      </PageTitle>
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
      <EventFactList facts={facts} />
      {event.body ? <EventBody headingId="special-event-body-heading" body={event.body} /> : null}
    </Box>
  )
}
