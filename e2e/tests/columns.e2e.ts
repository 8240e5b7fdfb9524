import { expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { baseUrl, describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'

interface ApiColumn {
  id: number
  title: string
  title_en: string | null
  tags: { id: number; name: string }[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** The newest demo column with related public jobs and tags, found as the pages find them. */
async function columnWithJobs(): Promise<ApiColumn> {
  const { columns } = await api<{ columns: ApiColumn[] }>('/api/v3/columns?per=100')
  for (const column of columns) {
    if (column.tags.length === 0) continue
    const { job_infos } = await api<{ job_infos: unknown[] }>(
      `/api/v3/column_related_job_infos?column_id=${column.id}`,
    )
    if (job_infos.length > 0) return column
  }
  throw new Error('The demo seed has no column with tags and related public jobs')
}

describeBrowser('columns and tags', () => {
  const browser = useBrowser()

  it('a visitor reads a column from the list, sees its related jobs and opens one', async () => {
    const page = await browser.newPage()
    await page.goto('/columns')
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('コラム')
    expect(
      await page.getByTestId('pickup-columns').getByTestId('column-card').count(),
    ).toBeGreaterThan(0)
    expect(await seriousViolations(page)).toEqual([])

    const latest = page.locator('section[aria-labelledby="latest-columns"]')
    const firstLink = latest.getByTestId('column-card').first().getByRole('link').first()
    const title = (await firstLink.textContent()) ?? ''
    await firstLink.click()
    await page.waitForURL(/\/columns\/\d+$/)
    await page.locator('h1').filter({ hasText: title }).waitFor()
    await page.getByTestId('column-body').waitFor()

    // A column with related jobs: its jobs are listed under the article and lead to the job.
    const column = await columnWithJobs()
    await page.goto(`/columns/${column.id}`)
    await waitForHydration(page)
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('h1').textContent()).toBe(column.title)
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/columns/${column.id}$`),
    )
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: column.title })
    expect(await seriousViolations(page)).toEqual([])

    const related = page.getByTestId('column-related-jobs')
    const jobCard = related.getByTestId('job-info-card').first()
    const jobLink = jobCard.getByRole('link').first()
    const jobTitle = (await jobLink.textContent()) ?? ''
    await jobLink.click()
    await page.waitForURL(/\/job_infos\/\d+$/)
    await page.locator('h1').filter({ hasText: jobTitle }).waitFor()
  })

  it('follows a tag to its page of columns and finds the column there', async () => {
    const page = await browser.newPage()
    const column = await columnWithJobs()
    await page.goto(`/columns/${column.id}`)
    await waitForHydration(page)
    const tag = column.tags[0]!
    await page
      .getByRole('main')
      .locator('article')
      .getByRole('link', { name: `#${tag.name}` })
      .click()
    await page.waitForURL(new RegExp(`/tags/${tag.id}$`))
    await page
      .locator('h1')
      .filter({ hasText: `「${tag.name}」のコラム` })
      .waitFor()
    await page.locator(`[data-testid="column-card"][data-column-id="${column.id}"]`).waitFor()

    await page.getByRole('link', { name: 'タグ一覧' }).first().click()
    await page.waitForURL(/\/tags$/)
    await page.getByTestId('tag-category').first().waitFor()
    await page
      .getByRole('link', { name: new RegExp(`^#${escapeRegExp(tag.name)} \\d+件$`) })
      .waitFor()
  })

  it("opens the editors' selected columns and searches by keyword", async () => {
    const page = await browser.newPage()
    await page.goto('/selected_columns')
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('厳選コラム')
    expect(await page.getByTestId('column-card').count()).toBeGreaterThan(0)

    await page.goto('/columns')
    await waitForHydration(page)
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('転職')
    await page.getByRole('button', { name: '検索' }).click()
    await page.waitForURL(/\/columns\?keyword=/)
    await page.locator('h1').filter({ hasText: '「転職」のコラム' }).waitFor()
    expect(await page.getByTestId('column-card').count()).toBeGreaterThan(0)
  })

  it('reads a column in English on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl() }])
    const column = await columnWithJobs()
    await page.goto(`/columns/${column.id}`)
    await waitForHydration(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe(column.title_en ?? column.title)
    await page.getByRole('heading', { name: 'Jobs related to this column' }).waitFor()
    // Nothing in the page's content is wider than the phone.
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main')
      return main ? main.scrollWidth - main.clientWidth : Number.NaN
    })
    expect(overflow).toBe(0)
  })

  it('answers 404 for an unknown column or tag', async () => {
    const page = await browser.newPage()
    for (const path of ['/columns/99999999', '/tags/99999999', '/columns/abc']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })
})
