import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')

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
  }): Promise<Page>
}

/**
 * Chromium for one test file. Console errors and uncaught page errors fail the test, except the
 * browser's own notice of a 4xx or 500 answer, which the tests provoke and assert themselves.
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
      })
      contexts.push(context)
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
