import type { Locale } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
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

/**
 * A layout only some visitors see, kept out of every other visitor's first load. Its code loads
 * when it is first rendered, or before the page hydrates when the server's page uses it
 * (`preloadLayout`, from entry.client): a part waiting for its code while the page hydrates would
 * lose the server's elements and show nothing until it arrives.
 */
function layoutLoadedOnDemand(load: () => Promise<ComponentType<LayoutProps>>) {
  let loaded: ComponentType<LayoutProps> | undefined
  let loading: Promise<ComponentType<LayoutProps>> | undefined
  const loadOnce = () => {
    loading ??= load().then((layout) => {
      loaded = layout
      return layout
    })
    return loading
  }
  const Waiting = lazy(() => loadOnce().then((layout) => ({ default: layout })))
  // Once the code is there, the layout itself; until then the part that waits for it. The first
  // to mount is always the layout (a part that waits never mounts), so nothing is mounted twice.
  function LoadedOrWaiting(props: LayoutProps) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Waiting {...props} />
  }
  function OnDemandLayout(props: LayoutProps) {
    return (
      <Suspense fallback={null}>
        <LoadedOrWaiting {...props} />
      </Suspense>
    )
  }
  return { Layout: OnDemandLayout, preload: loadOnce }
}

// Only recruiters see it.
const clientLayout = layoutLoadedOnDemand(() =>
  import('./client-layout').then((m) => m.ClientLayout),
)

// Only administrators see it.
const adminLayout = layoutLoadedOnDemand(() => import('./admin-layout').then((m) => m.AdminLayout))

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
  client: clientLayout.Layout,
  default: DefaultLayout,
  plain: PlainLayout,
  'special-event': SpecialEventLayout,
  admin: adminLayout.Layout,
}

const LAYOUTS_LOADED_ON_DEMAND: Partial<Record<LayoutName, () => Promise<unknown>>> = {
  client: clientLayout.preload,
  admin: adminLayout.preload,
}

/**
 * Loads the code of the layout the server's page uses (`data-layout`), if loaded on demand. If
 * it fails (a deploy replaced the chunk), the page hydrates all the same and the layout's own
 * load fails into the root's error boundary, which reloads the page (lib/chunk-reload).
 */
export async function preloadLayout(document: Document): Promise<void> {
  const name = document.querySelector<HTMLElement>('[data-layout]')?.dataset.layout
  await LAYOUTS_LOADED_ON_DEMAND[name as LayoutName]?.().catch(() => undefined)
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
