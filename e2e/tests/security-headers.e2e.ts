import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'
import { type PlatformProcess, startPlatform } from '../support/platform-process.ts'

describeBrowser('content security policy', () => {
  const browser = useBrowser()

  it('sends the policy with a nonce the page scripts carry, and refuses a script without it', async () => {
    const page = await browser.newPage()
    const response = await page.goto('/')
    const policy = (await response?.headerValue('content-security-policy')) ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(await response?.headerValue('x-content-type-options')).toBe('nosniff')
    expect(await response?.headerValue('referrer-policy')).toBe('strict-origin-when-cross-origin')
    // The page works under it: React Router's inline scripts ran and the page hydrated.
    await waitForHydration(page)
    expect(browser.takeCspViolations()).toEqual([])

    // What an injected script would meet: refused, and reported to the test.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
    })
    await expect
      .poll(() => browser.takeCspViolations())
      .toEqual([expect.stringContaining('script-src-elem refused inline')])
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  })
})

describeBrowser('content security policy with a tag manager container', () => {
  const browser = useBrowser()
  let platform: PlatformProcess
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-csp-gtm-'))
    platform = await startPlatform({ DATA_DIR: dataDir, GTM_ID: 'GTM-CSP1234' })
  })
  afterAll(async () => {
    await platform?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('lets the container load, with the page nonce, and nothing is refused', async () => {
    const page = await browser.newPage()
    const container: string[] = []
    // The container itself comes from Google; answer it locally so the test needs no network.
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      container.push(route.request().url())
      await route.fulfill({ contentType: 'text/javascript', body: 'window.containerRan = true' })
    })
    const response = await page.goto(`${platform.baseUrl}/`)
    expect(await response?.headerValue('content-security-policy')).toContain(
      'https://www.googletagmanager.com',
    )
    await page.waitForFunction(() => 'containerRan' in window)
    expect(container).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-CSP1234'])
    // Tags the container adds take their nonce from its script element.
    const nonce = await page.evaluate(
      () =>
        document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')?.nonce ?? '',
    )
    expect(nonce).not.toBe('')
    await waitForHydration(page)
  })
})
