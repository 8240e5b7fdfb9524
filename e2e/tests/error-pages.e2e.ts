import { expect, it } from 'vitest'
import { baseUrl, describeBrowser, navigateInApp, useBrowser } from '../support/browser.ts'

describeBrowser('404 and error pages', () => {
  const browser = useBrowser()

  it.each([
    '/no/such/page',
    '/job_infos/abc',
    // Ids no record can have: beyond the integer range, 30 digits, zero, and one that names nothing.
    '/job_infos/9007199254740993',
    `/job_infos/${'1'.repeat(30)}`,
    '/job_infos/0',
    '/job_infos/999999999',
  ])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const page = await browser.newPage()
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
      expect(await page.getByTestId('not-found-path').textContent()).toBe(`Page Not Found: ${path}`)
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      const home = page.getByRole('link', { name: 'ホーム' })
      expect(await home.getAttribute('href')).toBe(baseUrl())
    },
  )

  it('keeps the visitor’s language and the home link on the 404 of a non-numeric id', async () => {
    const page = await browser.newPage()
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    const response = await page.goto('/companies/abc')
    expect(response?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(baseUrl())
    // The page hydrates into the same document: the shell's language survives in the browser.
    await page.waitForFunction(() => document.documentElement.lang === 'en')
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
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(await page.getByRole('link', { name: 'ホーム' }).isVisible()).toBe(true)
    // Production never shows the message or the stack.
    expect(await page.getByTestId('error-details').count()).toBe(0)
    expect(await page.content()).not.toContain('Deliberate rendering failure')
  })
})
