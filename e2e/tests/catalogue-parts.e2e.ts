import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { DEMO, signInThroughPage } from '../support/accounts.ts'
import { describeBrowser, navigateInApp, useBrowser, waitForHydration } from '../support/browser.ts'

/** The catalogue modules a page downloads, by part and language (`workspace-en`, `ja`...). */
function recordCatalogueChunks(page: Page): { names(): string[] } {
  const chunks = new Set<string>()
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.match(
      /\/assets\/((?:account-|workspace-)?(?:ja|en))-/,
    )
    if (name) chunks.add(name[1] as string)
  })
  return { names: () => [...chunks].sort() }
}

// A missing part would show on the console, which fails every test here (support/browser.ts).
describeBrowser('catalogue parts', () => {
  const browser = useBrowser()

  it("a visitor's pages load the main part of the catalogue only", async () => {
    const page = await browser.newPage()
    const chunks = recordCatalogueChunks(page)
    await page.goto('/')
    await waitForHydration(page)
    expect(await page.locator('html').getAttribute('data-catalogue-parts')).toBe('main')
    await navigateInApp(page, '/agents')
    await page.locator('h1').filter({ hasText: '転職エージェント一覧' }).waitFor()
    await page.getByTestId('language-en').click()
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' })
    expect(chunks.names()).toEqual(['en', 'ja'])
  })

  it('a candidate who signs in reads their own pages with the account part', async () => {
    const page = await browser.newPage()
    const chunks = recordCatalogueChunks(page)
    await page.goto('/login?redirect_url=%2Fscouts')
    expect(await page.locator('html').getAttribute('data-catalogue-parts')).toBe('main')
    await signInThroughPage(page, DEMO.candidate)
    await page.waitForURL((url) => url.pathname === '/scouts')
    await page.getByRole('heading', { name: 'スカウト', level: 1 }).waitFor()
    expect(await page.locator('html').getAttribute('data-catalogue-parts')).toBe('main account')
    expect(chunks.names()).toEqual(['account-ja', 'ja'])
  })

  // Recruiters are sent away from the public pages; a page not found is one they do see.
  it('a recruiter who signs in and lands outside the recruiter area has its menu there', async () => {
    const page = await browser.newPage()
    const chunks = recordCatalogueChunks(page)
    await page.goto('/login?redirect_url=%2Fno%2Fsuch%2Fpage')
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/no/such/page')
    await page.getByTestId('client-navigation').getByRole('link', { name: '求人管理' }).waitFor()
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
    expect(await page.locator('html').getAttribute('data-catalogue-parts')).toBe(
      'main account workspace',
    )
    expect(chunks.names()).toEqual(['account-ja', 'ja', 'workspace-ja'])

    // The new document names the workspace part, so the page hydrates with it.
    await page.reload()
    await waitForHydration(page)
    await page.getByTestId('client-navigation').getByRole('link', { name: '求人管理' }).waitFor()
  })

  it('a recruiter switching language gets the other language of both parts', async () => {
    const page = await browser.newPage()
    const chunks = recordCatalogueChunks(page)
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'ダッシュボード', level: 1 }).waitFor()

    await page.getByTestId('language-en').click()
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    await page
      .getByTestId('client-navigation')
      .getByRole('link', { name: 'Job management' })
      .waitFor()
    expect(chunks.names()).toEqual([
      'account-en',
      'account-ja',
      'en',
      'ja',
      'workspace-en',
      'workspace-ja',
    ])

    await navigateInApp(page, '/client/docs/support')
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Support' }).waitFor()
  })
})
