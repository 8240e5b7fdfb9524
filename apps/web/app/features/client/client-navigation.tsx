import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import SvgIcon from '@mui/material/SvgIcon'
import { lazy, useState } from 'react'
import { NavLink } from 'react-router'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import { LockIcon } from '../../components/lock-icon'
import type { SessionUser } from '../../lib/access'
import { useTranslation } from '../../lib/i18n'
import { visibleEntries } from './navigation-entries'

type NavigationUser = Pick<SessionUser, 'roleType' | 'permissions' | 'trialRecruiter'>

/**
 * The recruiter area's menu: a column beside the page from lg (where the spec's desktop
 * begins), a drawer behind the menu button below. Locked entries are a trial account's.
 */
export function ClientNavigation({
  user,
  onNavigate,
}: {
  user: NavigationUser
  onNavigate?: () => void
}) {
  const { t } = useTranslation('client')
  return (
    <List component="nav" aria-label={t('nav.label')} dense data-testid="client-navigation">
      {visibleEntries(user).map((entry) => (
        <ListItemButton
          key={entry.to}
          component={NavLink}
          to={entry.to}
          onClick={onNavigate}
          data-locked={entry.locked || undefined}
          sx={{
            borderRadius: 1,
            color: entry.locked ? 'text.secondary' : 'text.primary',
            '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
          }}
        >
          <ListItemText primary={t(`nav.${entry.label}`)} />
          {entry.locked ? <LockIcon titleAccess={t('nav.locked')} /> : null}
        </ListItemButton>
      ))}
    </List>
  )
}

// A phone opens the menu rarely, so the drawer (a modal) loads only when asked for.
const NavigationDrawer = lazy(() =>
  import('./navigation-drawer').then((m) => ({ default: m.NavigationDrawer })),
)

/** The menu button of phones and tablets (below lg). */
export function ClientMenuButton({ user }: { user: NavigationUser }) {
  const { t } = useTranslation('client')
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('nav.open')}
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        data-testid="client-menu-button"
        sx={{ display: { lg: 'none' } }}
      >
        <SvgIcon aria-hidden>
          <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </SvgIcon>
      </IconButton>
      <LoadedWhenOpened open={isOpen} whileOpen>
        <NavigationDrawer onClose={() => setIsOpen(false)}>
          <ClientNavigation user={user} onNavigate={() => setIsOpen(false)} />
        </NavigationDrawer>
      </LoadedWhenOpened>
    </>
  )
}
