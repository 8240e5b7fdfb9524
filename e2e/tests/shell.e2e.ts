import type { CDPSession } from 'playwright-core'
import { expect, it } from 'vitest'
import { DEMO, signInThroughPage } from '../support/accounts.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'

describeBrowser('web shell', () => {
  const browser = useBrowser()

  it('switches to English and keeps it after a reload', async () => {
    const page = await browser.newPage()
    await page.goto('/')
    await waitForHydration(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('ja')
    expect(await page.locator('h1').textContent()).toBe('キャリアの次の一歩を、確かな架け橋で。')

    await page.getByTestId('language-en').click()
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' })
    expect(await page.locator('h1').textContent()).toBe(
      'A sure bridge to the next step in your career.',
    )
    expect(await page.title()).toBe('Kakehashi | Career moves and scouting for professionals')

    await page.reload()
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe(
      'A sure bridge to the next step in your career.',
    )
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en')

    await waitForHydration(page)
    await page.getByTestId('language-ja').click()
    await page.locator('html[lang="ja"]').waitFor({ state: 'attached' })
    expect(await page.locator('h1').textContent()).toBe('キャリアの次の一歩を、確かな架け橋で。')
  })

  it('renders the error page in the chosen language too', async () => {
    const page = await browser.newPage()
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto('/no/such/page')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe('Page not found')
  })

  it('shows the loading bar during a slow navigation and hides it after', async () => {
    const page = await browser.newPage()
    await page.goto('/')
    await waitForHydration(page)
    expect(await page.getByTestId('loading-bar').count()).toBe(0)

    const cdp: CDPSession = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await page.getByRole('link', { name: 'プライバシーポリシー' }).click()
    const bar = page.getByTestId('loading-bar')
    await bar.waitFor({ state: 'visible', timeout: 3000 })
    const box = await bar.boundingBox()
    expect(box?.height).toBe(5)
    expect(box?.y).toBe(0)
    const colour = await bar
      .locator('.MuiLinearProgress-bar')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(colour).toBe('rgb(221, 221, 221)')

    await page.locator('h1', { hasText: 'プライバシーポリシー' }).waitFor({ timeout: 15_000 })
    await bar.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/privacy')
  })

  it('scrolls to the top on a page change and to the anchor of a hash', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 480 } })
    await page.goto('/privacy')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)

    await page.getByRole('link', { name: 'Cookieポリシー' }).click()
    await page.locator('h1', { hasText: 'Cookieポリシー' }).waitFor()
    await page.waitForFunction(() => window.scrollY === 0)

    await page.goto('/privacy#main')
    await waitForHydration(page)
    const mainTop = await page.evaluate(
      () => document.getElementById('main')?.getBoundingClientRect().top,
    )
    expect(Math.abs(mainTop ?? 999)).toBeLessThan(2)
  })

  it('a registration step uses the registration layout; a visitor is sent to sign in first', async () => {
    const page = await browser.newPage()
    await page.goto('/register_steps/career_infos/1')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(
      '/register_steps/career_infos/1',
    )
    await signInThroughPage(page, DEMO.candidate)
    await page.waitForURL('**/register_steps/career_infos/1')
    await page.locator('[data-layout="registration"]').waitFor()
    await page.reload()
    expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe('registration')
  })

  it.each([
    ['/liiga-special-scout-week', 'plain'],
    ['/special_events/autumn-fair', 'special-event'],
    ['/', 'candidate'],
    ['/privacy', 'candidate'],
    ['/no/such/page', 'default'],
  ])('%s uses the %s layout', async (path, layout) => {
    const page = await browser.newPage()
    await page.goto(path)
    expect(await page.locator('[data-layout]').getAttribute('data-layout')).toBe(layout)
  })
})

describeBrowser('analytics without a tag manager container', () => {
  const browser = useBrowser()

  it('loads no container and pushes nothing', async () => {
    const page = await browser.newPage()
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl())) thirdParty.push(request.url())
    })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'プライバシーポリシー' }).click()
    await page.locator('h1', { hasText: 'プライバシーポリシー' }).waitFor()
    expect(thirdParty).toEqual([])
    expect(
      await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []),
    ).toEqual([])
  })
})
