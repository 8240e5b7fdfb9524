import Box from '@mui/material/Box'
import { ClientMenuButton, ClientNavigation } from '../features/client/client-navigation'
import { NotificationBell } from '../features/notifications/notification-bell'
import { useTranslation } from '../lib/i18n'
import type { LayoutProps } from './layout-frame'
import { Main } from './main-content'
import { SiteHeader } from './site-header'

/** The recruiter area: the menu beside the page from lg, behind a button below; the bell. */
export function ClientLayout({ locale, currentUser, children }: LayoutProps) {
  const { t } = useTranslation('common')
  return (
    <>
      <SiteHeader locale={locale} currentUser={currentUser} subtitle={t('clientArea')}>
        {/* The menu button on the left (phones), the bell at the right end, by the account. */}
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {currentUser ? <ClientMenuButton user={currentUser} /> : null}
          <Box sx={{ flexGrow: 1 }} />
          {currentUser?.permissions.includes('notifications') ? <NotificationBell /> : null}
        </Box>
      </SiteHeader>
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {currentUser ? (
          <Box
            sx={{
              display: { xs: 'none', lg: 'block' },
              width: 232,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              px: 1,
              py: 2,
            }}
          >
            <ClientNavigation user={currentUser} />
          </Box>
        ) : null}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Main maxWidth="xl">{children}</Main>
        </Box>
      </Box>
    </>
  )
}
