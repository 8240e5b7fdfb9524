import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, DEMO, signInThroughPage } from '../support/accounts.ts'
import {
  describeBrowser,
  horizontalOverflow,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 375, height: 800 }
const REPORT_PATH = '/client/reports/activity'

/** The table of each recruiter's totals for the range, in either language. */
const totalsTable = (page: Page) =>
  page.getByRole('table', {
    name: /^(担当者ごとの期間の合計|Each recruiter's totals for the period)$/,
  })

/** The table of sign-ins by period, in either language. */
const signInTable = (page: Page) =>
  page.getByRole('table', { name: /ログインの回数|^Sign-ins per recruiter/ })

/** The column headings of the sign-ins' table, after the recruiter's and before the total. */
async function periodHeadings(page: Page): Promise<string[]> {
  const headings = await signInTable(page).locator('thead th').allTextContents()
  return headings.slice(1, -1)
}

/** The figures of one recruiter's row in a table, without the name. */
async function figuresOf(page: Page, table: string, userId: number): Promise<string[]> {
  const cells = await page
    .getByTestId(`${table}-recruiter-${userId}`)
    .locator('td')
    .allTextContents()
  return cells
}

describeBrowser('the activity report', () => {
  const browser = useBrowser()

  it('a recruiter who just signed in sees the sign-in counted today, by day and then by week', async () => {
    const account = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInThroughPage(page, account.email, account.password)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.goto(REPORT_PATH)
    await page.getByRole('heading', { name: '活動レポート', level: 1 }).waitFor()
    await waitForHydration(page)

    // The range's totals: one sign-in, nothing else yet.
    expect(await figuresOf(page, 'activity-totals', account.userId)).toEqual([
      '1',
      '0',
      '0',
      '0',
      '0',
    ])
    const totalsHeadings = await totalsTable(page).locator('thead th').allTextContents()
    expect(totalsHeadings).toEqual([
      '担当者',
      'ログイン',
      '会員検索',
      '候補者閲覧',
      'スカウト送信',
      'メッセージ送信',
    ])
    // The demo colleagues are listed beside the new account, with their weeks of work.
    expect(await totalsTable(page).locator('tbody tr').count()).toBeGreaterThan(1)
    expect(await totalsTable(page).locator('tfoot th').textContent()).toBe('全員の合計')

    // Thirty days, today last, with the sign-in on it and in the row's total.
    const days = await periodHeadings(page)
    expect(days).toHaveLength(30)
    expect(days.every((heading) => /^\d{1,2}月\d{1,2}日$/.test(heading))).toBe(true)
    const byDay = await figuresOf(page, 'activity-signIn', account.userId)
    expect(byDay.slice(-2)).toEqual(['1', '1'])
    expect(byDay.slice(0, -2).every((figure) => figure === '0')).toBe(true)

    // By week: the columns become the weeks of the same range.
    await page.getByLabel('集計単位').selectOption('week')
    await page.getByRole('button', { name: '表示' }).click()
    await page.waitForURL((url) => url.searchParams.get('period') === 'week')
    await signInTable(page).locator('thead th', { hasText: 'の週' }).first().waitFor()
    const weeks = await periodHeadings(page)
    expect(weeks.length).toBeGreaterThanOrEqual(5)
    expect(weeks.length).toBeLessThanOrEqual(6)
    expect(weeks.every((heading) => /^\d{1,2}月\d{1,2}日の週$/.test(heading))).toBe(true)
    expect((await figuresOf(page, 'activity-signIn', account.userId)).slice(-2)).toEqual(['1', '1'])

    await readInEnglish(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Activity report', level: 1 }).waitFor()
    const englishWeeks = await periodHeadings(page)
    expect(englishWeeks).toHaveLength(weeks.length)
    expect(englishWeeks.every((heading) => /^Week of [A-Z][a-z]{2} \d{1,2}$/.test(heading))).toBe(
      true,
    )
    expect(await totalsTable(page).locator('thead th').allTextContents()).toEqual([
      'Recruiter',
      'Sign-ins',
      'Member searches',
      'Candidate views',
      'Scouts sent',
      'Messages sent',
    ])
    expect(await figuresOf(page, 'activity-totals', account.userId)).toEqual([
      '1',
      '0',
      '0',
      '0',
      '0',
    ])
  })

  it('shows a backwards range beside its field, and fits a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.goto(`${REPORT_PATH}?period=day&from=2026-03-10&to=2026-03-01`)
    await page.getByRole('heading', { name: '活動レポート', level: 1 }).waitFor()
    expect(await page.getByText('開始日以降の日付を入力してください').count()).toBe(1)
    expect(await page.getByTestId(/^activity-totals-/).count()).toBe(0)

    // On a phone each recruiter is a card, the sum of everyone the last.
    await page.goto(REPORT_PATH)
    await waitForHydration(page)
    const signIns = page.getByRole('list', { name: /ログインの回数/ })
    await signIns.waitFor()
    expect(await signIns.getByRole('listitem').last().getByText('全員の合計').count()).toBe(1)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    await readInEnglish(page)
    await page.goto(`${REPORT_PATH}?period=day&from=2026-03-10&to=2026-03-01`)
    await page.getByRole('heading', { name: 'Activity report', level: 1 }).waitFor()
    expect(await page.getByText('Please enter a date on or after the start date').count()).toBe(1)
  })
})
