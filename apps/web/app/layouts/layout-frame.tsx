import type { Locale } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import type { ReactNode } from 'react'
import { SiteFooter } from '../components/site-footer'
import { CatalogueNavigation } from '../features/catalogue/catalogue-navigation'
import { ClientMenuButton, ClientNavigation } from '../features/client/client-navigation'
import { NotificationBell } from '../features/notifications/notification-bell'
import type { SessionUser } from '../lib/access'
import { useTranslation } from '../lib/i18n'
import type { LayoutName } from './select-layout'
import { SiteHeader } from './site-header'

interface LayoutProps {
  locale: Locale
  currentUser: SessionUser | null
  children: ReactNode
}

function Main({ children, maxWidth }: { children: ReactNode; maxWidth: 'md' | 'lg' | 'xl' }) {
  return (
    <Container component="main" id="main" maxWidth={maxWidth} sx={{ py: { xs: 2, md: 4 } }}>
      {children}
    </Container>
  )
}

function CandidateLayout({ locale, currentUser, children }: LayoutProps) {
  return (
    <>
      <SiteHeader locale={locale} currentUser={currentUser} />
      <CatalogueNavigation />
      <Main maxWidth="lg">{children}</Main>
      <SiteFooter />
    </>
  )
}

function RegistrationLayout({ locale, currentUser, children }: LayoutProps) {
  const { t } = useTranslation('common')
  return (
    <>
      <SiteHeader
        locale={locale}
        currentUser={currentUser}
        subtitle={t('registrationHeader')}
        color="default"
      />
      <Main maxWidth="md">{children}</Main>
    </>
  )
}

function ClientLayout({ locale, currentUser, children }: LayoutProps) {
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

function DefaultLayout({ locale, currentUser, children }: LayoutProps) {
  return (
    <>
      <SiteHeader locale={locale} currentUser={currentUser} color="default" />
      <CatalogueNavigation />
      <Main maxWidth="lg">{children}</Main>
      <SiteFooter />
    </>
  )
}

function PlainLayout({ children }: LayoutProps) {
  return <Main maxWidth="lg">{children}</Main>
}

function SpecialEventLayout({ locale, currentUser, children }: LayoutProps) {
  const { t } = useTranslation('common')
  return (
    <>
      <SiteHeader locale={locale} currentUser={currentUser} subtitle={t('specialEvent')} />
      <Main maxWidth="lg">{children}</Main>
      <SiteFooter />
    </>
  )
}

const LAYOUT_COMPONENTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  candidate: CandidateLayout,
  registration: RegistrationLayout,
  client: ClientLayout,
  default: DefaultLayout,
  plain: PlainLayout,
  'special-event': SpecialEventLayout,
}

/** Renders one of the six layouts; `data-layout` names it for tests and styling hooks. */
export function LayoutFrame({ name, ...props }: LayoutProps & { name: LayoutName }) {
  const Layout = LAYOUT_COMPONENTS[name]
  return (
    <Box data-layout={name} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Layout {...props} />
    </Box>
  )
}
