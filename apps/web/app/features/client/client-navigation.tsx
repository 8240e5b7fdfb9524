import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { NavLink } from 'react-router'
import { useTranslation } from '../../lib/i18n'

const ITEMS = [
  { to: '/client/dashboard', label: 'navDashboard' },
  { to: '/client/passwords/edit', label: 'navPassword' },
] as const

/** The recruiter area's navigation; each later feature adds its entry here. */
export function ClientNavigation() {
  const { t } = useTranslation('client')
  return (
    <Stack component="nav" direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
      {ITEMS.map((item) => (
        <Button key={item.to} component={NavLink} to={item.to} color="inherit" size="small">
          {t(item.label)}
        </Button>
      ))}
    </Stack>
  )
}
