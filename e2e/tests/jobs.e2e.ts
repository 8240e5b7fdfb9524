import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createCandidate, signInThroughPage } from '../support/accounts.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'

interface ShownSalary {
  min: number | null
  max: number | null
}

/** A salary as the Japanese cards write it (800万円〜1,200万円, 800万円以上, 〜1,200万円, 応相談). */
function parseSalary(text: string): ShownSalary | null {
  const amounts = [...text.matchAll(/([\d,]+)万円/g)].map((match) =>
    Number((match[1] ?? '').replaceAll(',', '')),
  )
  if (amounts.length === 0) return null
  if (amounts.length === 2) return { min: amounts[0] ?? null, max: amounts[1] ?? null }
  const amount = amounts[0] ?? null
  if (text.startsWith('〜')) return { min: null, max: amount }
  if (text.endsWith('以上')) return { min: amount, max: null }
  return { min: amount, max: amount }
}

async function shownSalaries(page: Page): Promise<ShownSalary[]> {
  const texts = await page.getByTestId('job-list').getByTestId('job-salary').allTextContents()
  return texts.map(parseSalary).filter((salary): salary is ShownSalary => salary !== null)
}

async function totalCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('total-count').textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, ''))
}

/**
 * Waits for the search results of the page's current URL to be on screen: the URL changes
 * before the new results are rendered.
 */
async function waitForResults(page: Page, pattern: RegExp) {
  await page.waitForURL(pattern)
  const query = new URL(page.url()).search.slice(1)
  await page.locator(`[data-testid="search-results"][data-query="${query}"]`).waitFor()
}

async function waitForJob(page: Page): Promise<string> {
  await page.waitForURL(/\/job_infos\/\d+$/)
  const path = new URL(page.url()).pathname
  await page.locator(`[data-testid="job-detail"][data-job-id="${path.split('/').pop()}"]`).waitFor()
  return path
}

describeBrowser('jobs', () => {
  const browser = useBrowser()

  it('a visitor searches, narrows, sorts, opens a job and stocks it after signing in', async () => {
    const page = await browser.newPage()
    await page.goto('/')
    await waitForHydration(page)

    await page.getByLabel('フリーワードで求人を探す').fill('営業')
    await page.getByRole('button', { name: '検索' }).click()
    await waitForResults(page, /\/job_infos\/search_results\?keyword=/)
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('営業')
    expect(await page.locator('h1').textContent()).toBe('「営業」の求人')
    const all = await totalCount(page)
    expect(all).toBeGreaterThan(0)
    expect(await page.getByTestId('job-info-card').count()).toBeGreaterThan(0)

    // Narrow by location and salary on the results page itself.
    const filters = page.getByTestId('filter-bar')
    await filters.getByLabel('勤務地').selectOption({ label: '東京都' })
    await filters.getByLabel('年収（下限）').selectOption({ label: '600万円' })
    await filters.getByRole('button', { name: '絞り込む' }).click()
    await waitForResults(page, /prefectureIds=13/)
    const query = new URL(page.url()).searchParams
    expect(query.get('keyword')).toBe('営業')
    expect(query.get('salaryMin')).toBe('600')
    const narrowed = await totalCount(page)
    expect(narrowed).toBeGreaterThan(0)
    expect(narrowed).toBeLessThan(all)
    const prefectures = await page
      .getByTestId('job-list')
      .getByTestId('job-prefecture')
      .allTextContents()
    expect(new Set(prefectures)).toEqual(new Set(['東京都']))
    for (const salary of await shownSalaries(page)) {
      // A job can pay the asked amount: the top of its range (or its floor) reaches it.
      expect(salary.max ?? salary.min ?? 0).toBeGreaterThanOrEqual(600)
    }
    const chips = await page.getByTestId('condition-chip').allTextContents()
    expect(chips.join(' ')).toContain('東京都')
    expect(chips.join(' ')).toContain('年収600万円以上')

    // Highest salary first, then lowest first.
    await filters.getByLabel('並び替え').selectOption({ label: '年収が高い順' })
    await waitForResults(page, /sort=annual_income_desc/)
    const descending = (await shownSalaries(page)).map((salary) => salary.max ?? salary.min ?? 0)
    expect(descending.length).toBeGreaterThan(1)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
    expect(await totalCount(page)).toBe(narrowed)

    await page
      .getByTestId('filter-bar')
      .getByLabel('並び替え')
      .selectOption({ label: '年収が低い順' })
    await waitForResults(page, /sort=annual_income_asc/)
    const ascending = (await shownSalaries(page)).map((salary) => salary.min ?? salary.max ?? 0)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

    // Open the first job.
    const firstCard = page.getByTestId('job-list').getByTestId('job-info-card').first()
    const title = ((await firstCard.getByRole('link').first().textContent()) ?? '').trim()
    await firstCard.getByRole('link').first().click()
    const jobPath = await waitForJob(page)
    expect(await page.locator('h1').textContent()).toBe(title)
    expect(await page.getByTestId('job-detail').textContent()).toContain('東京都')

    // Stocking asks a visitor to sign in first, and brings them back.
    await page.getByTestId('stock-button').click()
    await page.waitForURL(/\/login\?redirect_url=/)
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(jobPath)
    const candidate = await createCandidate()
    await signInThroughPage(page, candidate.email, candidate.password)
    expect(await waitForJob(page)).toBe(jobPath)
    await waitForHydration(page)

    // A new candidate has stocked nothing yet.
    const button = page.getByTestId('stock-button')
    expect(await button.getAttribute('aria-pressed')).toBe('false')
    const before = await stockCount(page)
    await button.click()
    await page.locator('[data-testid="stock-button"][aria-pressed="true"]').waitFor()
    expect(await button.textContent()).toBe('ストック済み')
    await expectStockCount(page, before + 1)

    await page.reload()
    await waitForHydration(page)
    expect(await page.getByTestId('stock-button').getAttribute('aria-pressed')).toBe('true')
    expect(await stockCount(page)).toBe(before + 1)

    await page.getByTestId('stock-button').click()
    await page.locator('[data-testid="stock-button"][aria-pressed="false"]').waitFor()
    await expectStockCount(page, before)
  })

  it('a saved search comes back as a link for a signed-in candidate; a visitor is asked to sign in', async () => {
    const page = await browser.newPage()
    await page.goto('/job_infos/search_conditions?keyword=営業&prefectureIds=13')
    await waitForHydration(page)
    expect(await page.getByLabel('フリーワード').inputValue()).toBe('営業')
    expect(await page.getByLabel('東京都').isChecked()).toBe(true)
    expect(await page.getByTestId('saved-searches').textContent()).toContain(
      'ログインすると、検索条件を保存していつでも呼び出せます。',
    )

    await page.getByTestId('saved-searches').getByRole('link', { name: 'ログインする' }).click()
    await page.waitForURL(/\/login\?redirect_url=/)
    const candidate = await createCandidate()
    await signInThroughPage(page, candidate.email, candidate.password)
    await page.waitForURL(/\/job_infos\/search_conditions\?/)
    await page.getByLabel(/^条件名/).waitFor()
    await waitForHydration(page)
    expect(await page.getByLabel('フリーワード').inputValue()).toBe('営業')
    const name = `東京の営業 ${Date.now()}`
    await page.getByLabel(/^条件名/).fill(name)
    await page.getByRole('button', { name: 'この条件を保存する' }).click()
    await page.getByText('検索条件を保存しました。').waitFor()
    const saved = page.getByTestId('saved-search').filter({ hasText: name })
    await saved.click()
    await waitForResults(page, /\/job_infos\/search_results/)
    const query = new URL(page.url()).searchParams
    expect(query.get('keyword')).toBe('営業')
    expect(query.get('prefectureIds')).toBe('13')
  })

  it('labels the keyword’s sponsored jobs as ads, apart from the filtered results', async () => {
    const page = await browser.newPage()
    const query = `keyword=${encodeURIComponent('営業')}&salaryMin=800`
    await page.goto(`/job_infos/search_results?${query}`)
    const banners = page.getByTestId('banner-jobs')
    await banners.getByRole('heading', { name: 'PR求人（広告）' }).waitFor()
    await banners
      .getByText('キーワードに合わせて表示している広告です。絞り込み条件は適用されません。')
      .waitFor()
    const cards = await banners.getByRole('listitem').count()
    expect(cards).toBeGreaterThan(0)
    expect(await banners.getByText('広告', { exact: true }).count()).toBe(cards)
    // The filter holds for the results themselves.
    for (const salary of await shownSalaries(page)) {
      expect(salary.max ?? salary.min ?? 0).toBeGreaterThanOrEqual(800)
    }

    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    await page.goto(`/job_infos/search_results?${query}`)
    await banners.getByRole('heading', { name: 'Sponsored jobs (ads)' }).waitFor()
    await banners
      .getByText('Ads shown for your keyword: your other conditions do not apply to them.')
      .waitFor()
    expect(await banners.getByText('Ad', { exact: true }).count()).toBe(cards)
  })

  it('the search form sends its conditions to the results page', async () => {
    const page = await browser.newPage()
    await page.goto('/job_infos/search_conditions')
    await waitForHydration(page)
    await page.getByLabel('フリーワード').fill('営業')
    await page.getByText(/^営業（\d+）/).click()
    await page.getByLabel(/^法人営業/).check()
    await page.getByTestId('search-submit').click()
    await waitForResults(page, /\/job_infos\/search_results/)
    const query = new URL(page.url()).searchParams
    expect(query.get('keyword')).toBe('営業')
    expect(query.get('jobTypeIds')).toBe('501')
    expect(await page.getByTestId('condition-chip').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('法人営業')]),
    )
  })

  it('lists the weekly ranking and the ranking by job type', async () => {
    const page = await browser.newPage()
    await page.goto('/job_infos/weekly_ranking')
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('週間ランキング')
    const ranks = await page
      .getByTestId('job-rank')
      .evaluateAll((badges) => badges.map((badge) => Number(badge.getAttribute('data-rank'))))
    expect(ranks.length).toBeGreaterThan(0)
    expect(ranks).toEqual(ranks.map((_, index) => index + 1))
    expect(await page.getByTestId('ranking-week').textContent()).toMatch(/の集計$/)

    await page.getByTestId('ranking-tab').filter({ hasText: '営業' }).click()
    await page.waitForURL(/\/job_infos\/weekly_ranking\/job_types\/sales$/)
    await page.locator('h1', { hasText: '営業の週間ランキング' }).waitFor()
    expect(
      await page.locator('[data-testid="ranking-tab"][aria-current="page"]').textContent(),
    ).toBe('営業')
    expect(await page.getByTestId('job-rank').count()).toBeGreaterThan(0)

    const missing = await page.goto('/job_infos/weekly_ranking/job_types/no-such-type')
    expect(missing?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
  })

  it('the home page shows the catalogue, each section linking to its pages', async () => {
    const page = await browser.newPage()
    await page.goto('/')
    for (const section of [
      'home-pickup',
      'home-ranking',
      'home-latest',
      'home-columns',
      'home-events',
    ]) {
      const links = page.getByTestId(section).locator('a')
      expect(await links.count(), section).toBeGreaterThan(0)
    }
    expect(await page.getByTestId('home-job-type').count()).toBeGreaterThan(0)
    const jobHref = await page
      .getByTestId('home-latest')
      .getByTestId('job-info-card')
      .locator('a[href^="/job_infos/"]')
      .first()
      .getAttribute('href')
    expect(jobHref).toMatch(/^\/job_infos\/\d+$/)
    expect(
      await page.getByTestId('home-columns').locator('a[href^="/columns/"]').count(),
    ).toBeGreaterThan(0)
    expect(
      await page.getByTestId('home-events').locator('a[href^="/events/"]').count(),
    ).toBeGreaterThan(0)
    await waitForHydration(page)
    await page
      .getByTestId('home-latest')
      .getByTestId('job-info-card')
      .locator('a[href^="/job_infos/"]')
      .first()
      .click()
    await page.waitForURL(`**${jobHref}`)
    await page.getByTestId('job-detail').waitFor()
  })

  it('answers 404 for a job that does not exist', async () => {
    const page = await browser.newPage()
    const response = await page.goto('/job_infos/999999999')
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
  })

  it('shows the job pages in English after switching the language', async () => {
    const page = await browser.newPage()
    await page.goto('/job_infos/search_results?keyword=営業')
    await waitForHydration(page)
    await page.getByTestId('language-en').click()
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' })
    await page.locator('h1', { hasText: 'Jobs for “営業”' }).waitFor()
    expect(await page.getByTestId('filter-bar').getByLabel('Sort by').textContent()).toContain(
      'Salary: high to low',
    )
    const salaries = await page.getByTestId('job-list').getByTestId('job-salary').allTextContents()
    expect(salaries.every((text) => /¥[\d.]+M|Negotiable/.test(text))).toBe(true)

    await page
      .getByTestId('job-list')
      .getByTestId('job-info-card')
      .first()
      .getByRole('link')
      .first()
      .click()
    await waitForJob(page)
    expect(await page.locator('h2', { hasText: 'Job details' }).count()).toBe(1)
    expect(await page.getByTestId('stock-button').textContent()).toBe('Stock')
    expect(await page.title()).toMatch(/\| Kakehashi$/)

    await page.goto('/job_infos/weekly_ranking')
    expect(await page.locator('h1').textContent()).toBe('Weekly ranking')
    expect(await page.getByTestId('ranking-tab').first().textContent()).toBe('All jobs')
  })

  it('fits the search results on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
    await page.goto('/job_infos/search_results?keyword=営業')
    await waitForHydration(page)
    expect(await page.getByTestId('job-info-card').count()).toBeGreaterThan(0)
    // Nothing in the page's content reaches past the screen's edge.
    const overflowing = await page
      .locator('#main')
      .evaluate((main) =>
        [...main.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.outerHTML.slice(0, 120)),
      )
    expect(overflowing).toEqual([])
    const card = await page.getByTestId('job-info-card').first().boundingBox()
    expect(card?.width).toBeLessThanOrEqual(375)
    expect(
      await page.getByTestId('filter-bar').getByRole('button', { name: '絞り込む' }).isVisible(),
    ).toBe(true)
  })

  it('server-renders search engine tags on a job page', async () => {
    const results = await (await fetch(new URL('/job_infos/search_results', baseUrl()))).text()
    const jobPath = results.match(/href="(\/job_infos\/\d+)"/)?.[1]
    expect(jobPath).toBeDefined()
    const html = await (await fetch(new URL(jobPath as string, baseUrl()))).text()
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${jobPath}"/>`)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| Kakehashi"\/>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
    expect(html).toContain('<script type="application/ld+json">')
  })
})

async function stockCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('stock-count').textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, ''))
}

async function expectStockCount(page: Page, expected: number) {
  await page.waitForFunction(
    (value) =>
      document.querySelector('[data-testid="stock-count"]')?.textContent?.replace(/[^\d]/g, '') ===
      String(value),
    expected,
  )
  // The page's data (reloaded after the change) agrees with what was shown at once.
  await page.waitForFunction(
    () =>
      (
        window as unknown as {
          __reactRouterDataRouter?: {
            state: { revalidation: string; navigation: { state: string } }
          }
        }
      ).__reactRouterDataRouter?.state.revalidation === 'idle',
  )
  expect(await stockCount(page)).toBe(expected)
}
