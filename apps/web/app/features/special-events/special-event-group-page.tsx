import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { mypagePath } from '../../lib/paths'
import type { SpecialEventList } from './api'
import { GroupHeader } from './group-header'
import { SpecialEventCardList } from './special-event-card'

interface SpecialEventGroupPageProps {
  list: SpecialEventList
  signedIn: boolean
  loginHref: string
}

/** The landing page of a special event: what it is, when, and every session to enter. */
export function SpecialEventGroupPage({ list, signedIn, loginHref }: SpecialEventGroupPageProps) {
  const { t } = useTranslation('events')
  const group = list.specialEventGroup
  return (
    <Box>
      <GroupHeader group={group} showDescription />
      {signedIn ? (
        <Button
          component={RouterLink}
          to={mypagePath(group.name)}
          variant="outlined"
          sx={{ mb: 3 }}
        >
          {t('special.myEntriesLink')}
        </Button>
      ) : null}
      <Box component="section" aria-labelledby="special-event-sessions">
        <Typography id="special-event-sessions" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('special.sessionsHeading')}
        </Typography>
        {list.specialEvents.length === 0 ? (
          <Typography>{t('special.sessionsEmpty')}</Typography>
        ) : (
          <SpecialEventCardList
            events={list.specialEvents}
            groupName={group.name}
            signedIn={signedIn}
            loginHref={loginHref}
          />
        )}
      </Box>
    </Box>
  )
}
