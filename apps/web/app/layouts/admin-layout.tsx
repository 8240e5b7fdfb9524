import Box from '@mui/material/Box'
import { AdminNavigation } from '../features/administration/admin-navigation'
import { useTranslation } from '../lib/i18n'
import type { LayoutProps } from './layout-frame'
import { Main } from './main-content'
import { SiteHeader } from './site-header'

/** The administrators' area: its menu beside the page from lg, above it on smaller screens. */
export function AdminLayout({ locale, currentUser, children }: LayoutProps) {
  const { t } = useTranslation('admin')
  return (
    <>
      <SiteHeader locale={locale} currentUser={currentUser} subtitle={t('title')} color="default" />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, flexGrow: 1 }}>
        <Box
          sx={{
            width: { lg: 232 },
            flexShrink: 0,
            borderRight: { lg: 1 },
            borderBottom: { xs: 1, lg: 0 },
            borderColor: 'divider',
            px: 1,
            py: { xs: 1, lg: 2 },
          }}
        >
          <AdminNavigation />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Main maxWidth="xl">{children}</Main>
        </Box>
      </Box>
    </>
  )
}
