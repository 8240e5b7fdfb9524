import { GTM_ID_PATTERN } from '@kakehashi/contracts'

// Google Tag Manager (spec sections 2 and 5). Without a container id analytics is off and every
// call is a no-op, so development and tests never push anything.

export interface PageView {
  name: string
  path: string
  title?: string
}

export interface Analytics {
  readonly enabled: boolean
  pageView(view: PageView): void
  /** `null` means an anonymous visitor. */
  pushProfile(profile: Record<string, unknown> | null): void
  /** Inline bootstrap script for the document head, or null when analytics is off. */
  snippet(): string | null
}

export interface AnalyticsOptions {
  gtmId?: string | null
  /** `window.dataLayer` in the browser (create it if missing); GTM reads the same array. */
  dataLayer?: unknown[]
}

const disabled: Analytics = {
  enabled: false,
  pageView() {},
  pushProfile() {},
  snippet: () => null,
}

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const { gtmId } = options
  if (gtmId === undefined || gtmId === null || gtmId === '') return disabled
  // Spec section 5: a malformed id stops start-up rather than silently losing analytics.
  if (!GTM_ID_PATTERN.test(gtmId)) {
    throw new Error(`Invalid Google Tag Manager id ${JSON.stringify(gtmId)}: expected GTM-XXXX`)
  }
  const dataLayer = options.dataLayer ?? []

  return {
    enabled: true,
    pageView({ name, path, title }) {
      // An explicit null clears the previous page's title in GTM's data model.
      dataLayer.push({
        event: 'page_view',
        page_name: name,
        page_path: path,
        page_title: title ?? null,
      })
    },
    pushProfile(profile) {
      dataLayer.push({ event: 'profile', profile_for_gtm: profile })
    },
    snippet() {
      return gtmSnippet(gtmId)
    },
  }
}

function gtmSnippet(gtmId: string): string {
  // The id already matched GTM_ID_PATTERN; JSON encoding and escaping `<` keep it inert inside
  // a <script> element even if the pattern is ever loosened.
  const id = JSON.stringify(gtmId).replace(/</g, '\\u003c')
  // The container script gets this script's nonce: the page's content security policy allows
  // it by that, and tags the container adds (custom HTML) take it from there.
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';" +
    "j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;" +
    "var n=d.currentScript&&d.currentScript.nonce;if(n)j.setAttribute('nonce',n);" +
    `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${id});`
  )
}

/** Route meta `handle.analyticsName` wins; otherwise the React Router route id as it is. */
export function pageNameForRoute(match: { id: string; handle?: unknown }): string {
  const { handle } = match
  if (handle !== null && typeof handle === 'object' && 'analyticsName' in handle) {
    const name = (handle as { analyticsName?: unknown }).analyticsName
    if (typeof name === 'string' && name !== '') return name
  }
  return match.id
}
