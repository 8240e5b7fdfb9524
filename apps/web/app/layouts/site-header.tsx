import type { Locale } from '@kakehashi/contracts'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LanguageSwitcher } from '../features/locale/language-switcher'
import type { SessionUser } from '../lib/access'
import { useTranslation } from '../lib/i18n'
import { TAP, TOUCH } from '../lib/theme'
import { AccountMenu } from './account-menu'

export function SiteHeader({
  locale,
  currentUser,
  subtitle,
  color = 'primary',
  children,
}: {
  locale: Locale
  currentUser: SessionUser | null
  subtitle?: string
  color?: 'primary' | 'default'
  children?: ReactNode
}) {
  const { t } = useTranslation('common')
  return (
    <AppBar position="static" color={color} elevation={0}>
      {/* On a phone the row may wrap to two lines; it must never be wider than the screen. */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            display: 'inline-flex',
            alignItems: 'center',
            [TOUCH]: { minHeight: TAP },
          }}
        >
          {t('siteName')}
        </Typography>
        {subtitle ? (
          <Typography
            variant="body2"
            sx={{ opacity: 0.85, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
          >
            {subtitle}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }}>{children}</Box>
        <LanguageSwitcher locale={locale} />
        <AccountMenu currentUser={currentUser} />
      </Toolbar>
    </AppBar>
  )
}
