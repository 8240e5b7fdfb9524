import { expect, it } from 'vitest'
import { createRecruiter, newCandidatePage, signInWithApi } from '../support/accounts.ts'
import {
  baseUrl,
  describeBrowser,
  navigateInApp,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'
import { usePrivatePlatform } from '../support/private-platform.ts'

describeBrowser('404 and error pages', () => {
  const browser = useBrowser()

  it.each([
    '/job_infos/abc',
    // Ids no record can have: beyond the integer range, 30 digits, zero, and one that names nothing.
    '/job_infos/9007199254740993',
    `/job_infos/${'1'.repeat(30)}`,
    '/job_infos/0',
    '/job_infos/999999999',
  ])('%s answers 404 with the not-found page and its path', async (path) => {
    const page = await browser.newPage()
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
    expect(await page.title()).toBe('ページが見つかりませんでした | Kakehashi')
    expect(await page.getByTestId('not-found-path').textContent()).toBe(`Page Not Found: ${path}`)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    // This platform is started with PUBLIC_BASE_URL, so the home button follows it.
    const home = page.getByRole('link', { name: 'ホーム' })
    expect(await home.getAttribute('href')).toBe(baseUrl())
  })

  it('answers an unknown path with the spec’s “Page not found”, without the path', async () => {
    const page = await browser.newPage()
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
    expect(await page.title()).toBe('ページが見つかりませんでした | Kakehashi')
    expect(await page.getByTestId('not-found-path').textContent()).toBe('Page not found')

    await readInEnglish(page)
    await page.goto('/no/such/page')
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.title()).toBe('Page not found | Kakehashi')
    expect(await page.getByTestId('not-found-path').textContent()).toBe('Page not found')
  })

  it('keeps the visitor’s language and the home link on the 404 of a non-numeric id', async () => {
    const page = await browser.newPage()
    await readInEnglish(page)
    const response = await page.goto('/companies/abc')
    expect(response?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.title()).toBe('Page not found | Kakehashi')
    expect(await page.getByTestId('not-found-path').textContent()).toBe(
      'Page Not Found: /companies/abc',
    )
    expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(baseUrl())
    // The page hydrates into the same document: the shell's language survives in the browser.
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await page.title()).toBe('Page not found | Kakehashi')
  })

  it('shows the 404 page, not a bare answer, where an area refuses the visitor', async () => {
    const candidate = await newCandidatePage(browser)
    const { page } = candidate
    for (const path of [
      '/admin',
      '/admin/redirect_rules',
      '/admin/organisations/1',
      '/admin/audit_events',
      '/client/dashboard',
      '/client',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(response?.headers()['content-type'], path).toContain('text/html')
      expect(await page.locator('h1').textContent(), path).toBe('ページが見つかりませんでした')
      expect(await page.getByTestId('not-found-path').textContent(), path).toBe('Page not found')
      expect(await page.title(), path).toBe('ページが見つかりませんでした | Kakehashi')
    }
    // The same on a client-side navigation, which asks the server for the page's data.
    await page.goto('/')
    await navigateInApp(page, '/admin')
    await page.getByTestId('not-found-path').filter({ hasText: 'Page not found' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin')

    await readInEnglish(page)
    await page.goto('/admin')
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.title()).toBe('Page not found | Kakehashi')

    // Signed out, the areas ask for a sign-in first; a recruiter is sent to its dashboard.
    const visitor = await browser.newPage()
    for (const path of ['/admin', '/client/dashboard']) {
      await visitor.goto(path)
      expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search, path).toBe(
        `/login?redirect_url=${encodeURIComponent(path)}`,
      )
    }
    const recruiter = await browser.newPage()
    await signInWithApi(recruiter, await createRecruiter())
    await recruiter.goto('/admin')
    expect(new URL(recruiter.url()).pathname).toBe('/client/dashboard')
  })

  it('shows the 404 page on a client-side navigation to a non-numeric id', async () => {
    const page = await browser.newPage()
    await page.goto('/')
    await navigateInApp(page, '/job_infos/abc')
    await page.locator('h1', { hasText: 'ページが見つかりませんでした' }).waitFor()
    expect(await page.getByTestId('not-found-path').textContent()).toBe(
      'Page Not Found: /job_infos/abc',
    )
    expect(new URL(page.url()).pathname).toBe('/job_infos/abc')
  })

  it('answers a route with an id only when the id is all digits', async () => {
    const page = await browser.newPage()
    const ok = await page.goto('/__test/records/42')
    expect(ok?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toBe('Record 42')

    for (const id of ['abc', '4x2', '-1']) {
      const response = await page.goto(`/__test/records/${id}`)
      expect(response?.status(), id).toBe(404)
      expect(await page.getByTestId('not-found-path').textContent()).toBe(
        `Page Not Found: /__test/records/${id}`,
      )
    }

    // The same rule on a client-side navigation.
    await page.goto('/__test/records/7')
    await navigateInApp(page, '/__test/records/seven')
    await page.locator('h1', { hasText: 'ページが見つかりませんでした' }).waitFor()
    await navigateInApp(page, '/__test/records/8')
    await page.locator('h1', { hasText: 'Record 8' }).waitFor()
  })

  it('shows the error page with status 500 when rendering fails, without internals', async () => {
    const page = await browser.newPage()
    const response = await page.goto('/__test/render-error')
    expect(response?.status()).toBe(500)
    expect(await page.locator('h1').textContent()).toBe('エラーが発生しました')
    expect(await page.title()).toBe('エラーが発生しました | Kakehashi')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(await page.getByRole('link', { name: 'ホーム' }).isVisible()).toBe(true)
    // Production never shows the message or the stack.
    expect(await page.getByTestId('error-details').count()).toBe(0)
    expect(await page.content()).not.toContain('Deliberate rendering failure')

    await readInEnglish(page)
    await page.goto('/__test/render-error')
    expect(await page.locator('h1').textContent()).toBe('An error occurred')
    expect(await page.title()).toBe('An error occurred | Kakehashi')
  })
})

describeBrowser('the error page’s home button without PUBLIC_BASE_URL', () => {
  const browser = useBrowser()
  // Unconfigured, the base URL defaults to http://localhost:PORT, while this browser visits
  // http://127.0.0.1:PORT, as a visitor on a LAN address or behind another host name would.
  const platform = usePrivatePlatform({ PUBLIC_BASE_URL: '' })

  it('keeps a signed-in visitor on its own host and signed in', async () => {
    const base = platform.baseUrl()
    expect(new URL(base).hostname).toBe('127.0.0.1')
    const { page, fullName } = await newCandidatePage(browser, { baseUrl: base })
    await page.goto(`${base}/no/such/page`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'ホーム' }).click()
    await page.waitForURL(`${base}/`)
    await waitForHydration(page)
    // Still signed in: the header names the candidate, and the session says so.
    await page.locator('header').getByText(fullName).waitFor()
    const session = await page.request.get(`${base}/api/v3/sessions`)
    expect(await session.json()).toMatchObject({ authenticated: true })
  })
})
