// First: the browser loads the root module before any other, and schemas built after this
// never ask for eval, which the content security policy refuses.
import './lib/browser-zod'
import { candidateProfileEndpoints, DEFAULT_LOCALE, type PublicConfig } from '@kakehashi/contracts'
import CssBaseline from '@mui/material/CssBaseline'
// MUI's own ThemeProvider brings the CSS-variables provider along, unused by our theme (3 KB
// on every page); for a theme without CSS variables it renders this one (decision 023).
import { ThemeProvider } from '@mui/system'
import { lazy, type ReactNode, Suspense, useContext, useEffect, useRef } from 'react'
import {
  data,
  isRouteErrorResponse,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { LoadingBar } from './components/loading-bar'
import { describeError } from './features/errors/describe-error'
import { ErrorPage } from './features/errors/error-page'
import { LayoutFrame } from './layouts/layout-frame'
import { selectLayout } from './layouts/select-layout'
import {
  candidateAreaMiddleware,
  loadSessionMiddleware,
  sessionUserContext,
  TOAST_COOKIE,
} from './lib/access'
import { createAnalytics, pageNameForRoute } from './lib/analytics'
import { getBrowserApi, setReportedUser } from './lib/api'
import {
  getBrowserServices,
  getChunkReloadGuard,
  rememberPublicConfig,
} from './lib/browser-services'
import { toSnakeCaseKeys } from './lib/case-conversion'
import { catalogueMiddleware, cataloguePartsFor } from './lib/catalogues'
import { isChunkLoadError } from './lib/chunk-reload'
import { useCspNonce } from './lib/csp-nonce'
import { severityForStatus, shouldReportUnhandled } from './lib/error-reporting'
import { I18nProvider } from './lib/i18n'
import { localeFromCookieHeader, readToastCookie } from './lib/locale'
import { BrowserDocument, PAGE_ROOT_ID, ServerRouteHead } from './lib/page-document'
import { findInvalidIdParam } from './lib/route-params'
import { serverContext } from './lib/server-context'
import {
  SHELL_DATA_ELEMENT_ID,
  type ShellData,
  ShellDataContext,
  shellDataJson,
} from './lib/shell-data'
import { palette, themeFor } from './lib/theme'

// Rare (a refused trial recruiter), so its Snackbar stays out of every page's first load.
const Toast = lazy(() => import('./components/toast').then((m) => ({ default: m.Toast })))

/** Step 1 of the access flow (spec section 4): a non-numeric id is a 404 before anything else. */
function requireNumericIds({ params }: { params: Record<string, string | undefined> }) {
  if (findInvalidIdParam(params)) throw data(null, { status: 404, statusText: 'Not Found' })
}

export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => {
    requireNumericIds(args)
    return next()
  },
  loadSessionMiddleware,
  candidateAreaMiddleware,
]

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  (args, next) => {
    requireNumericIds(args)
    return next()
  },
  catalogueMiddleware,
]

/**
 * The root data is the visitor's session and language, which any navigation after a sign-in,
 * sign-out or language switch may change. The middleware loads the session on every request
 * anyway, so reloading this small answer each time costs nothing more.
 */
export function shouldRevalidate() {
  return true
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(serverContext)
  const cookieHeader = request.headers.get('cookie')
  const toast = readToastCookie(cookieHeader)
  return data(
    {
      locale: localeFromCookieHeader(cookieHeader),
      publicConfig,
      currentUser: context.get(sessionUserContext),
      toast,
    },
    // A toast shows once: the cookie that carried it across the redirect is cleared here.
    toast ? { headers: { 'Set-Cookie': `${TOAST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` } } : {},
  )
}

export type RootData = ShellData

/** The root loader's answer, or the request's shell data where the root loader did not run. */
export function useRootData(): RootData | undefined {
  const loaded = useRouteLoaderData<typeof loader>('root')
  const shell = useContext(ShellDataContext)
  return loaded ?? shell
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData()
  const loaderRan = useRouteLoaderData<typeof loader>('root') !== undefined
  const locale = rootData?.locale ?? DEFAULT_LOCALE
  // The browser hydrates with the catalogue parts named on <html> (entry.client).
  const catalogueParts = cataloguePartsFor(rootData?.currentUser).join(' ')
  if (typeof window !== 'undefined' && rootData) {
    rememberPublicConfig(rootData.publicConfig)
    const user = rootData.currentUser
    setReportedUser(user ? { id: user.id, email: user.email } : null)
  }
  const page = (
    <I18nProvider locale={locale}>
      <ThemeProvider theme={themeFor(locale)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nProvider>
  )
  // The browser renders the page inside the server's document (lib/page-document).
  if (typeof document !== 'undefined') {
    return (
      <>
        <BrowserDocument lang={locale} catalogueParts={catalogueParts} />
        {page}
      </>
    )
  }
  return (
    <ServerDocument
      locale={locale}
      catalogueParts={catalogueParts}
      gtmId={rootData?.publicConfig.gtmId}
      shellData={!loaderRan ? rootData : undefined}
    >
      {page}
    </ServerDocument>
  )
}

function ServerDocument({
  locale,
  catalogueParts,
  gtmId,
  shellData,
  children,
}: {
  locale: string
  catalogueParts: string
  gtmId: string | null | undefined
  /** The shell's data for the browser when the root loader did not run. */
  shellData: ShellData | undefined
  children: ReactNode
}) {
  const cspNonce = useCspNonce()
  const gtmSnippet = createAnalytics({ gtmId }).snippet()
  return (
    <html lang={locale} data-catalogue-parts={catalogueParts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.primary.main} />
        <ServerRouteHead />
        {gtmSnippet ? (
          <script
            nonce={cspNonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the GTM bootstrap; its id is validated at boot
            dangerouslySetInnerHTML={{ __html: gtmSnippet }}
          />
        ) : null}
      </head>
      <body>
        <div id={PAGE_ROOT_ID}>{children}</div>
        {shellData ? (
          <script
            type="application/json"
            id={SHELL_DATA_ELEMENT_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (shellDataJson)
            dangerouslySetInnerHTML={{ __html: shellDataJson(shellData) }}
          />
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** A page view on every route change, named by the route's meta value or its id. */
function usePageViews(
  publicConfig: PublicConfig,
  visitor: { id: number; isCandidate: boolean } | null,
) {
  const location = useLocation()
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const pageName = leaf ? pageNameForRoute(leaf) : 'unknown'

  // Once per visitor, not per navigation: the profile describes the visitor, not the page. Signing
  // in or out changes the visitor without a page load, so it is pushed again then.
  const visitorId = visitor?.id ?? null
  const isCandidate = visitor?.isCandidate ?? false
  const profilePushedFor = useRef<number | null | undefined>(undefined)
  useEffect(() => {
    if (profilePushedFor.current === visitorId) return
    profilePushedFor.current = visitorId
    const { analytics } = getBrowserServices(publicConfig)
    if (!isCandidate || !publicConfig.gtmId) {
      analytics.pushProfile(null)
      return
    }
    // The candidate's profile_for_gtm carries no personal data (level, registration, age band);
    // the container receives it with the API's own snake_case keys.
    getBrowserApi(publicConfig)
      .call(candidateProfileEndpoints.getCandidate)
      .then((candidate) => analytics.pushProfile(toSnakeCaseKeys(candidate.profileForGtm)))
      .catch(() => analytics.pushProfile(null))
  }, [publicConfig, visitorId, isCandidate])

  useEffect(() => {
    getBrowserServices(publicConfig).analytics.pageView({
      name: pageName,
      path: location.pathname,
      title: document.title,
    })
  }, [publicConfig, pageName, location.pathname])
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const { currentUser } = loaderData
  usePageViews(
    loaderData.publicConfig,
    currentUser ? { id: currentUser.id, isCandidate: currentUser.roleType === 'Candidate' } : null,
  )
  return (
    <>
      <LoadingBar />
      <LayoutFrame
        name={selectLayout(location.pathname, loaderData.currentUser?.roleType)}
        locale={loaderData.locale}
        currentUser={loaderData.currentUser}
      >
        <Outlet />
      </LayoutFrame>
      {loaderData.toast ? (
        <Suspense fallback={null}>
          <Toast code={loaderData.toast} />
        </Suspense>
      ) : null}
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRootData()
  const location = useLocation()
  const publicConfig = rootData?.publicConfig
  const { status, isUnknownPage, details } = describeError(error, {
    isDevelopment: publicConfig?.environment === 'development',
  })

  useEffect(() => {
    if (!publicConfig) return
    const services = getBrowserServices(publicConfig)
    if (isChunkLoadError(error)) {
      getChunkReloadGuard().handle(error, location.pathname)
      return
    }
    if (!isRouteErrorResponse(error) && shouldReportUnhandled(error)) {
      services.reporter.report(error, { severity: severityForStatus(status), status })
    }
  }, [error, publicConfig, location.pathname, status])

  return (
    <LayoutFrame
      name={selectLayout(location.pathname, rootData?.currentUser?.roleType)}
      locale={rootData?.locale ?? DEFAULT_LOCALE}
      currentUser={rootData?.currentUser ?? null}
    >
      <ErrorPage
        status={status}
        path={location.pathname}
        isUnknownPage={isUnknownPage}
        homeUrl={publicConfig?.homeUrl ?? '/'}
        details={details}
      />
    </LayoutFrame>
  )
}
