import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signInThroughPage } from '../support/accounts.ts'
import { describeBrowser, navigateInApp, useBrowser } from '../support/browser.ts'
import { type PlatformProcess, startPlatform } from '../support/platform-process.ts'

describeBrowser('analytics with a tag manager container configured', () => {
  const browser = useBrowser()
  let platform: PlatformProcess
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-gtm-'))
    platform = await startPlatform({ DATA_DIR: dataDir, GTM_ID: 'GTM-TEST123' })
  })
  afterAll(async () => {
    await platform?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('pushes the profile at start-up and a named page view on every route change', async () => {
    const page = await browser.newPage()
    const containerRequests: string[] = []
    // The container itself comes from Google; answer it locally so the test needs no network.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      containerRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '' })
    })
    await page.goto(`${platform.baseUrl}/`)
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'page_view'),
    )
    expect(containerRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])

    await navigateInApp(page, '/privacy')
    await page.locator('h1', { hasText: 'プライバシーポリシー' }).waitFor()
    await page.waitForFunction(
      () =>
        (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view')
          .length === 2,
    )

    const events = (await page.evaluate(() => window.dataLayer)) as Record<string, unknown>[]
    const pushed = events.filter(
      (entry) => entry.event === 'profile' || entry.event === 'page_view',
    )
    expect(
      pushed.map((entry) => [entry.event, entry.page_name ?? null, entry.page_path ?? null]),
    ).toEqual([
      ['profile', null, null],
      ['page_view', 'home', '/'],
      ['page_view', 'privacy', '/privacy'],
    ])
  })

  it("pushes a signed-in candidate's profile level without personal data", async () => {
    const page = await browser.newPage()
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    await page.goto(`${platform.baseUrl}/login`)
    await signInThroughPage(page, 'candidate2@example.com')
    // Signed in without a page load: the new visitor's profile is pushed all the same.
    await page.waitForURL((url) => url.pathname === '/')
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some(
        (entry) =>
          (entry as { event?: string; profile_for_gtm?: unknown }).event === 'profile' &&
          (entry as { profile_for_gtm?: unknown }).profile_for_gtm !== null,
      ),
    )
    const events = (await page.evaluate(() => window.dataLayer)) as Record<string, unknown>[]
    const profiles = events.filter((entry) => entry.event === 'profile')
    // First the anonymous visitor of the sign-in page, then the candidate.
    expect(profiles).toHaveLength(2)
    expect(profiles[0]?.profile_for_gtm).toBeNull()
    const profile = profiles[1]?.profile_for_gtm
    expect(profile).toEqual({
      profile_level: expect.stringMatching(/^(full|medium)$/),
      registration_finished: true,
      age_band: expect.any(String),
    })
    expect(JSON.stringify(profile)).not.toContain('candidate2@example.com')
  })
})

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}
