import type { Locale } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import { lazy, type ReactNode, Suspense } from 'react'
import { SiteFooter } from '../components/site-footer'
import { CatalogueNavigation } from '../features/catalogue/catalogue-navigation'
import type { SessionUser } from '../lib/access'
import { useTranslation } from '../lib/i18n'
import { Main } from './main-content'
import type { LayoutName } from './select-layout'
import { SiteHeader } from './site-header'

export interface LayoutProps {
  locale: Locale
  currentUser: SessionUser | null
  children: ReactNode
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

// Only recruiters see it, so it stays out of every other visitor's first load.
const ClientLayoutContent = lazy(() =>
  import('./client-layout').then((m) => ({ default: m.ClientLayout })),
)

function ClientLayout(props: LayoutProps) {
  return (
    <Suspense fallback={null}>
      <ClientLayoutContent {...props} />
    </Suspense>
  )
}

// Only administrators see it.
const AdminLayoutContent = lazy(() =>
  import('./admin-layout').then((m) => ({ default: m.AdminLayout })),
)

function AdminLayout(props: LayoutProps) {
  return (
    <Suspense fallback={null}>
      <AdminLayoutContent {...props} />
    </Suspense>
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
  admin: AdminLayout,
}

/** Renders one of the seven layouts; `data-layout` names it for tests and styling hooks. */
export function LayoutFrame({ name, ...props }: LayoutProps & { name: LayoutName }) {
  const Layout = LAYOUT_COMPONENTS[name]
  return (
    <Box data-layout={name} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Layout {...props} />
    </Box>
  )
}
