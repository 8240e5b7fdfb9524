import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import SvgIcon from '@mui/material/SvgIcon'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import type { SessionUser } from '../../lib/access'
import { useTranslation } from '../../lib/i18n'

const ACCOUNT_LINKS = [
  { to: '/client/profile', label: 'profile' },
  { to: '/client/passwords/edit', label: 'password' },
  { to: '/client/docs/support', label: 'support' },
] as const

/**
 * The recruiter's name and organisation in the header, opening the account's own pages. Sign-out
 * stays beside it, one click away.
 */
export function RecruiterAccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('client')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <Button
        color="inherit"
        size="small"
        id="recruiter-menu-button"
        data-testid="current-user-name"
        aria-controls={anchor ? 'recruiter-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The arrow tells that the name opens the account's pages (profile, password, support),
        // which have no other way in on a phone.
        endIcon={
          <SvgIcon aria-hidden>
            <path d="M7 10l5 5 5-5z" />
          </SvgIcon>
        }
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', maxWidth: { xs: 160, sm: 'none' } }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {user.profile.fullName}
        </Box>
      </Button>
      <Menu
        id="recruiter-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
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
          <MenuItem key={to} component={Link} to={to} onClick={close}>
            {t(`nav.${label}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
