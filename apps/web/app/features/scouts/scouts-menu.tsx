import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, useState } from 'react'
import { Link } from 'react-router'
import { CountBadge } from '../../components/count-badge'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import { visuallyHidden } from '../../components/visually-hidden'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useLiveCount } from '../../lib/live-count'
import { countUnreadScouts } from './api'
import { UNREAD_CHANGED_EVENT } from './types'

// Opened only from the "more" button on a phone, so its menu, popover and modal are fetched on
// the first click instead of with the page.
const AccountLinksMenu = lazy(() =>
  import('./account-links-menu').then((m) => ({ default: m.AccountLinksMenu })),
)

// The profile is edited through its registration steps. Side by side from md, in a menu below.
const ACCOUNT_LINKS = [
  { to: '/register_steps/career_infos/1', label: 'menu.profile' },
  { to: '/setting/privacy', label: 'menu.privacy' },
  { to: '/setting/mail', label: 'menu.mail' },
] as const

/**
 * The candidate's links in the header: scouts with the unread count, the profile (edited through
 * its registration steps) and privacy settings. The count is fetched in the browser after each
 * navigation (useLiveCount).
 */
export function CandidateMenu() {
  const { t } = useTranslation('candidate')
  const unread = useLiveCount(() => countUnreadScouts(getBrowserApi()), UNREAD_CHANGED_EVENT)
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)

  return (
    <>
      <Button
        component={Link}
        to="/scouts"
        color="inherit"
        size="small"
        data-testid="header-scouts"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('menu.scouts')}
        <CountBadge count={unread} testId="unread-badge" />
        {/* The badge's bare number is hidden; its meaning is read out instead. */}
        {unread > 0 ? (
          <Box component="span" sx={visuallyHidden}>
            {` (${t('scouts.unreadCount', { count: unread })})`}
          </Box>
        ) : null}
      </Button>
      {ACCOUNT_LINKS.map(({ to, label }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline-flex' } }}
        >
          {t(label)}
        </Button>
      ))}
      <Button
        color="inherit"
        size="small"
        id="candidate-menu-button"
        aria-controls={menuAnchor ? 'candidate-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', display: { xs: 'inline-flex', md: 'none' } }}
      >
        {t('menu.more')}
      </Button>
      <LoadedWhenOpened open={menuAnchor !== null}>
        <AccountLinksMenu
          links={ACCOUNT_LINKS}
          anchor={menuAnchor}
          onClose={() => setMenuAnchor(null)}
        />
      </LoadedWhenOpened>
    </>
  )
}
