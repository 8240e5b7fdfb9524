import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, type RecruiterAccount, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  type BrowserSession,
  describeBrowser,
  horizontalOverflow,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'
import { field, problemOf, toast } from '../support/forms.ts'

// A recruiter's saved member searches (/client/search_conditions and each search's page): listed
// with their conditions in words, alerts switched off and on in place, edited, run and deleted.

interface SavedSearchAnswer {
  id: number
  name: string
  notify_new_members: boolean
  query: Record<string, unknown>
}

/** 東京大学, whose id the reference data migration fixes. */
const TOKYO_UNIVERSITY_ID = 1

const QUERY = {
  keyword: '経理 IFRS',
  prefecture_ids: [13],
  job_change_timings: ['now'],
  current_income_min: 600,
  university_ids: [TOKYO_UNIVERSITY_ID],
}

/** A recruiter of its own, signed in on a new page, with one saved search made through the API. */
async function recruiterWithSearch(
  browser: BrowserSession,
  name: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; token: string; account: RecruiterAccount; search: SavedSearchAnswer }> {
  const account = await createRecruiter()
  const page = await browser.newPage(viewport ? { viewport } : {})
  const token = await signInWithApi(page, account)
  const search = await callApi<SavedSearchAnswer>('POST', '/api/v3/client/search_conditions', {
    token,
    body: { name, query: QUERY, notify_new_members: true },
  })
  return { page, token, account, search }
}

const readSearch = (token: string, id: number) =>
  callApi<SavedSearchAnswer>('GET', `/api/v3/client/search_conditions/${id}`, { token })

/** The search's row in the layout on screen (before hydration the server sends both). */
const rowOf = (page: Page, name: string) =>
  page.locator('[data-testid="saved-search"]').filter({ hasText: name, visible: true })

const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 1_000_000}`

/** The schools picked on the criteria form, as their chips name them. */
const pickedSchools = async (page: Page, label: string) =>
  (await page.getByRole('list', { name: label }).getByRole('listitem').allTextContents()).map(
    (text) => text.trim(),
  )

describeBrowser('recruiter saved searches', () => {
  const browser = useBrowser()

  it('lists a saved search, switches its alerts, edits, runs and deletes it', async () => {
    const name = uniqueName('経理 IFRS 東京')
    const { page, token, search } = await recruiterWithSearch(browser, name)
    await page.goto('/client/search_conditions')
    await page.getByRole('heading', { level: 1, name: '検索条件管理' }).waitFor()
    expect(await page.title()).toContain('検索条件管理')
    await waitForHydration(page)
    // The menu leads here.
    expect(
      await page.getByRole('link', { name: '検索条件管理' }).first().getAttribute('href'),
    ).toBe('/client/search_conditions')

    // Listed with its conditions in words: the keywords and the filters by their names.
    const row = rowOf(page, name)
    await row.waitFor()
    expect(await page.locator('[data-testid="saved-search"]:visible').count()).toBe(1)
    const conditions = await row.getByTestId('saved-search-conditions').textContent()
    expect(conditions).toContain('経理 IFRS')
    expect(conditions).toContain('東京都')
    expect(conditions).toContain('すぐにでも')
    expect(conditions).toContain('600万円')
    expect(conditions).toContain('出身校：東京大学')
    expect(await row.textContent()).toContain('通知なし')

    // Alerts off, then on again, each with its toast; the API holds what the switch shows.
    const alerts = page.getByRole('switch', { name: `「${name}」の新着会員通知` })
    expect(await alerts.isChecked()).toBe(true)
    await alerts.click()
    await toast(page, `「${name}」の新着会員通知をオフにしました`)
    await page.locator(`[data-search-id="${search.id}"][data-notify="false"]`).first().waitFor()
    expect((await readSearch(token, search.id)).notify_new_members).toBe(false)
    await alerts.click()
    await toast(page, `「${name}」の新着会員通知をオンにしました`)
    await page.locator(`[data-search-id="${search.id}"][data-notify="true"]`).first().waitFor()
    expect((await readSearch(token, search.id)).notify_new_members).toBe(true)

    // Its page: the criteria form filled in with what was saved.
    await row.getByRole('link', { name, exact: true }).click()
    await page.waitForURL(`**/client/search_conditions/${search.id}`)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await waitForHydration(page)
    expect(await field(page, 'すべて含む（AND）').inputValue()).toBe('経理 IFRS')
    // The saved school by its name, though the search keeps only its id.
    expect(await pickedSchools(page, '選択した出身校')).toEqual(['東京大学'])

    // A blank name and a TOEIC score out of range are refused with the spec's messages, each
    // under its field, and nothing is saved.
    await field(page, '検索条件名').fill('')
    await field(page, 'TOEIC（以上）').fill('5000')
    await page.getByRole('button', { name: '変更を保存する' }).click()
    await page.getByTestId('form-problem').filter({ hasText: '入力内容に問題があります' }).waitFor()
    expect(await problemOf(page, '検索条件名')).toBe('入力してください')
    expect(await problemOf(page, 'TOEIC（以上）')).toBe('990以下の数値を入力してください')
    expect((await readSearch(token, search.id)).name).toBe(name)

    // A new name and a TOEIC minimum are saved together.
    const renamed = `${name} TOEIC`
    await field(page, '検索条件名').fill(renamed)
    await field(page, 'TOEIC（以上）').fill('800')
    await page.getByRole('button', { name: '変更を保存する' }).click()
    await toast(page, '検索条件を更新しました')
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor()
    const saved = await readSearch(token, search.id)
    expect(saved.name).toBe(renamed)
    expect(saved.query).toMatchObject({ ...QUERY, toeic_min: 800 })

    // Run, it opens the member search with every condition in the address.
    await page.getByRole('link', { name: 'この条件で検索' }).click()
    await page.waitForURL((url) => url.pathname === '/client/candidates')
    const params = new URL(page.url()).searchParams
    expect(params.get('keyword')).toBe('経理 IFRS')
    expect(params.get('prefectureIds')).toBe('13')
    expect(params.get('jobChangeTimings')).toBe('now')
    expect(params.get('currentIncomeMin')).toBe('600')
    expect(params.get('toeicMin')).toBe('800')
    expect(params.get('universityIds')).toBe(String(TOKYO_UNIVERSITY_ID))
    await page.getByTestId('condition-chip').filter({ hasText: '出身校：東京大学' }).waitFor()

    // Deleted from the list after a confirmation; the list then points to the member search.
    await page.goto('/client/search_conditions')
    await waitForHydration(page)
    await rowOf(page, renamed)
      .getByRole('button', { name: `「${renamed}」を削除` })
      .click()
    const confirm = page.getByRole('dialog', { name: '検索条件を削除しますか？' })
    await confirm.getByText(`「${renamed}」を削除します。この操作は取り消せません。`).waitFor()
    await confirm.getByRole('button', { name: '削除する' }).click()
    await toast(page, '検索条件を削除しました')
    await page.getByTestId('saved-searches-empty').waitFor()
    expect(await page.locator('[data-testid="saved-search"]').count()).toBe(0)
    expect(
      await page
        .getByTestId('saved-searches-empty')
        .getByRole('link', { name: '会員検索へ' })
        .getAttribute('href'),
    ).toBe('/client/candidates/search_conditions')
    await expect(readSearch(token, search.id)).rejects.toThrow(/answered 404/)
  })

  it('reads in English, and another recruiter’s search is not found', async () => {
    const name = uniqueName('Accounting IFRS Tokyo')
    const { page, token, search } = await recruiterWithSearch(browser, name)
    await readInEnglish(page)
    await page.goto('/client/search_conditions')
    await page.getByRole('heading', { level: 1, name: 'Saved searches' }).waitFor()
    await waitForHydration(page)
    const row = rowOf(page, name)
    const conditions = await row.getByTestId('saved-search-conditions').textContent()
    expect(conditions).toContain('経理 IFRS')
    expect(conditions).toContain('Tokyo')
    expect(conditions).toContain('As soon as possible')
    expect(conditions).toContain('School: The University of Tokyo')

    const alerts = page.getByRole('switch', { name: `New member alerts for "${name}"` })
    await alerts.click()
    await toast(page, `New member alerts for "${name}" are off`)
    await page.locator(`[data-search-id="${search.id}"][data-notify="false"]`).first().waitFor()
    await alerts.click()
    await toast(page, `New member alerts for "${name}" are on`)
    await page.locator(`[data-search-id="${search.id}"][data-notify="true"]`).first().waitFor()

    await row.getByRole('link', { name, exact: true }).click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await waitForHydration(page)
    expect(await pickedSchools(page, 'Schools picked')).toEqual(['The University of Tokyo'])
    const renamed = `${name} business English`
    await field(page, 'Name').fill(renamed)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await toast(page, 'Saved search updated')
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor()
    expect((await readSearch(token, search.id)).name).toBe(renamed)

    // Nobody else opens it: another recruiter, of the same company too, gets the 404 page.
    const other = await createRecruiter()
    const stranger = await browser.newPage()
    await signInWithApi(stranger, other)
    expect((await stranger.goto(`/client/search_conditions/${search.id}`))?.status()).toBe(404)

    // Deleted from its own page, it is gone from the list.
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' })
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/client/search_conditions')
    await toast(page, 'Saved search deleted')
    await page.getByTestId('saved-searches-empty').waitFor()
  })

  it('the list and a search’s page pass axe and fit phone and desktop screens', async () => {
    const found: string[] = []
    for (const width of [1280, 375]) {
      const { page, search } = await recruiterWithSearch(
        browser,
        uniqueName('経理・財務マネージャー候補（連結決算・IFRS・英語）東京・大阪'),
        { width, height: 900 },
      )
      for (const path of ['/client/search_conditions', `/client/search_conditions/${search.id}`]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await waitForHydration(page)
        await page.locator('h1').waitFor()
        const overflow = await horizontalOverflow(page)
        expect(overflow, `${width}px ${path} overflows`).toBeLessThanOrEqual(0)
        found.push(
          ...(await seriousViolations(page)).map((problem) => `${width}px ${path} ${problem}`),
        )
      }
    }
    expect(found).toEqual([])
  })
})
