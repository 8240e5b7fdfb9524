import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n'

/** The candidate's account links in a menu under the "more" button, on screens below md. */
export function AccountLinksMenu({
  links,
  anchor,
  onClose,
}: {
  links: readonly { to: string; label: 'menu.profile' | 'menu.privacy' | 'menu.mail' }[]
  anchor: HTMLElement | null
  onClose: () => void
}) {
  const { t } = useTranslation('candidate')
  return (
    <Menu
      id="candidate-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'candidate-menu-button' } }}
    >
      {links.map(({ to, label }) => (
        <MenuItem key={to} component={Link} to={to} onClick={onClose}>
          {t(label)}
        </MenuItem>
      ))}
    </Menu>
  )
}
