import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest'

/**
 * The shared platform of the worker running this file: Vitest numbers its workers from 1, and
 * files running at the same time are on different workers, so on different platforms.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  const url = urls[(worker - 1) % urls.length]
  if (!url) throw new Error('No shared platform was started')
  return url
}

/** A browser test suite; skipped (loudly, by global setup) when no Chromium is installed. */
export const describeBrowser = inject('chromiumPath') ? describe : describe.skip

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export interface BrowserSession {
  /**
   * A fresh context and page; console errors fail the test. `storageState` (cookies from an earlier
   * page's `context().storageState()`) carries a session over without signing in again.
   * `baseUrl` points relative addresses at another platform than the shared one.
   */
  newPage(options?: {
    viewport?: { width: number; height: number }
    storageState?: StorageState
    baseUrl?: string
    /** A phone: touch input (`pointer: coarse`) and the page's mobile viewport rules. */
    isPhone?: boolean
    /** False: the page as the server sent it, no script run (what shows before hydration). */
    javaScriptEnabled?: boolean
  }): Promise<Page>
  /**
   * The content security policy violations seen since the last call, taken out of the test's
   * problems: for a test that provokes one on purpose and asserts it itself.
   */
  takeCspViolations(): string[]
}

const CSP_PROBLEM = /Content Security Policy/

declare global {
  interface Window {
    __reportCspViolation?: (description: string) => void
  }
}

/**
 * Chromium for one test file. Console errors, uncaught page errors and anything the page's
 * content security policy refuses fail the test, except the browser's own notice of a 4xx or 500
 * answer, which the tests provoke and assert themselves.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser
  const contexts: BrowserContext[] = []
  let problems: string[] = []

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject('chromiumPath') ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  })

  afterEach(async () => {
    const found = problems
    problems = []
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    expect(found, 'console errors in the page').toEqual([])
  })

  afterAll(async () => {
    await browser?.close()
  })

  return {
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: options.baseUrl ?? baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 800 },
        locale: 'ja-JP',
        storageState: options.storageState,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        ...(options.isPhone ? { isMobile: true, hasTouch: true } : {}),
      })
      contexts.push(context)
      // Every refusal of the policy is reported as the page sees it (the browser's console line
      // about it is caught below as well, but not every refusal logs one).
      await context.exposeBinding('__reportCspViolation', (_source, description: string) => {
        problems.push(`Content Security Policy violation: ${description}`)
      })
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            window.__reportCspViolation?.(
              `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
            ),
          true,
        )
      })
      const page = await context.newPage()
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (
          /Failed to load resource: the server responded with a status of (4\d\d|500)/.test(
            message.text(),
          )
        )
          return
        problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      return page
    },
    takeCspViolations() {
      const taken = problems.filter((problem) => CSP_PROBLEM.test(problem))
      problems = problems.filter((problem) => !CSP_PROBLEM.test(problem))
      return taken
    },
  }
}

interface RouterWindow {
  __reactRouterDataRouter?: {
    state: { initialized: boolean; navigation: { state: string } }
    navigate(to: string): Promise<void>
  }
}

/**
 * Resolves once React Router has started and React has hydrated the page's main content (parts
 * loaded on demand, like the recruiter layout, hydrate after the router starts).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if ((window as unknown as RouterWindow).__reactRouterDataRouter?.state.initialized !== true) {
      return false
    }
    const main = document.querySelector<HTMLElement>('main#main')
    return !main || main.dataset.hydrated === 'true'
  })
}

/** A client-side navigation, as a click on an in-app link makes. */
export async function navigateInApp(page: Page, path: string) {
  await waitForHydration(page)
  await page.evaluate(
    (to) => (window as unknown as RouterWindow).__reactRouterDataRouter?.navigate(to),
    path,
  )
}

/** Makes the page's context read the site in English from the next navigation on. */
export async function readInEnglish(page: Page) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
}

/** How far the page is wider than the window, in pixels: above 0, the page scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}
