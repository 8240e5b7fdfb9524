import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { SessionUser } from '../../lib/access'
import { useTranslation } from '../../lib/i18n'

const ACCOUNT_LINKS = [
  { to: '/client/profile', label: 'profile' },
  { to: '/client/passwords/edit', label: 'password' },
  { to: '/client/docs/support', label: 'support' },
] as const

/** The recruiter's account pages (profile, password, guide), under the name in the header. */
export function RecruiterAccountMenuList({
  user,
  anchor,
  onClose,
}: {
  user: SessionUser
  anchor: HTMLElement | null
  onClose: () => void
}) {
  const { t } = useTranslation('client')
  return (
    <Menu
      id="recruiter-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'recruiter-menu-button' } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {user.profile.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {user.organisation?.name}
        </Typography>
      </Box>
      <Divider />
      {ACCOUNT_LINKS.map(({ to, label }) => (
        <MenuItem key={to} component={Link} to={to} onClick={onClose}>
          {t(`nav.${label}`)}
        </MenuItem>
      ))}
    </Menu>
  )
}
