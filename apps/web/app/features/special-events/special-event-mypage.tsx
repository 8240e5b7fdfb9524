import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { localised } from '../../lib/localised'
import { groupPath } from '../../lib/paths'
import type { SpecialEventList } from './api'
import { GroupHeader } from './group-header'
import { SpecialEventCardList } from './special-event-card'

/** The signed-in candidate's entries in one special event, each with its leave button. */
export function SpecialEventMypage({ list }: { list: SpecialEventList }) {
  const { t, locale } = useTranslation('events')
  const group = list.specialEventGroup
  const title = localised(locale, group.title, group.titleEn)
  return (
    <Box>
      <Link component={RouterLink} to={groupPath(group.name)} variant="body2">
        {t('special.backToGroup', { title })}
      </Link>
      <Box sx={{ mt: 1 }}>
        <GroupHeader group={group} heading={t('special.mypageHeading', { title })} />
      </Box>
      <Typography sx={{ mb: 2 }}>{t('special.mypageDescription')}</Typography>
      {list.specialEvents.length === 0 ? (
        <Typography data-testid="special-event-mypage-empty">{t('special.mypageEmpty')}</Typography>
      ) : (
        <SpecialEventCardList
          events={list.specialEvents}
          groupName={group.name}
          signedIn
          loginHref="/login"
          headingComponent="h2"
        />
      )}
    </Box>
  )
}
