import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createCandidate, createRecruiter, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

// The scout report in Japanese and in English: a manager of an organisation of its own (so no
// other test's scouts change its figures) reads today's scouts, switches between day, week and
// month, and downloads the table the chart draws.

const DESKTOP = { width: 1280, height: 900 }
const REPORT_PATH = '/client/reports/scouts'

const tokyoToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)

/** Three scouts sent today by the manager; the first candidate opens and answers one. */
async function sendScouts(managerEmail: string) {
  const candidates = await Promise.all([0, 1, 2].map(() => createCandidate()))
  const scouts: { id: number }[] = []
  for (const candidate of candidates) {
    scouts.push(
      await callApi<{ id: number }>('POST', '/api/v3/__test/scouts', {
        body: { candidate_email: candidate.email, sender_email: managerEmail },
      }),
    )
  }
  const session = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
    body: { email: candidates[0]!.email, password: candidates[0]!.password },
  })
  // The first candidate opens the scout and answers it.
  await callApi('GET', `/api/v3/candidate/scouts/${scouts[0]!.id}`, { token: session.auth_token })
  await callApi('POST', `/api/v3/candidate/scouts/${scouts[0]!.id}/message`, {
    token: session.auth_token,
    body: { body: 'ぜひお話を伺いたいです。', client_request_id: `report-${scouts[0]!.id}` },
  })
  await callApi('POST', '/api/v3/__test/scout_reports/roll_up', { body: {} })
}

const figureOf = async (page: Page, testId: string) =>
  ((await page.getByTestId(`${testId}-value`).textContent()) ?? '').trim()

/** The rows of the table beneath the chart over time, as its cells' text. */
async function overTimeRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId('scout-report-over-time')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    )
}

/** Groups by another period and waits for the chart over time to be drawn for it. */
async function choosePeriod(page: Page, label: string, submit: string, chartTitle: string) {
  await page.getByTestId('report-period').locator('select').selectOption({ label })
  await page.getByRole('button', { name: submit }).click()
  await page.getByTestId('scout-report-over-time').getByText(chartTitle).waitFor()
}

describeBrowser('the scout report', () => {
  const browser = useBrowser()

  it('a manager switches day, week and month, sees the chart and tables change, and downloads the same figures', async () => {
    const manager = await createRecruiter({ ownOrganisation: true })
    await sendScouts(manager.email)
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInWithApi(page, manager)
    await page.goto('/client/dashboard')
    await waitForHydration(page)
    await page
      .getByTestId('client-navigation')
      .getByRole('link', { name: 'スカウトレポート' })
      .click()
    await page.getByRole('heading', { name: 'スカウトレポート', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe(REPORT_PATH)
    await waitForHydration(page)

    // Today's three scouts and the reply, in the totals and on the last of 30 days.
    expect(await figureOf(page, 'total-sent')).toBe('3')
    expect(await figureOf(page, 'total-replied')).toBe('1')
    expect(await page.getByTestId('total-replied').textContent()).toContain('返信率 33.3%')
    await page.getByTestId('chart-canvas-line').waitFor()
    const days = await overTimeRows(page)
    expect(days).toHaveLength(30)
    expect(days.at(-1)!.slice(1)).toEqual(['3', '1', '1', '1', '0'])
    // The doughnuts and the tables by recruiter, gender and template.
    expect(await page.getByTestId('chart-canvas-doughnut').count()).toBe(2)
    expect(await page.getByRole('table', { name: '担当者別' }).textContent()).toContain('33.3%')

    // By week, the same 30 days turn to bars over the 5 or 6 weeks that hold them; by month,
    // the one or two months.
    await choosePeriod(page, '週別', '表示', '週別のスカウト実績')
    await page.waitForURL((url) => url.searchParams.get('period') === 'week')
    await page.getByTestId('chart-canvas-bar').waitFor()
    const weeks = await overTimeRows(page)
    expect([5, 6]).toContain(weeks.length)
    expect(weeks.at(-1)!.slice(1)).toEqual(['3', '1', '1', '1', '0'])
    await choosePeriod(page, '月別', '表示', '月別のスカウト実績')
    await page.waitForURL((url) => url.searchParams.get('period') === 'month')
    const months = await overTimeRows(page)
    expect([1, 2]).toContain(months.length)
    expect(months.at(-1)![0]).toBe(
      `${tokyoToday().slice(0, 4)}年${Number(tokyoToday().slice(5, 7))}月`,
    )

    // The CSV of the chart's table holds the same figures.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('scout-report-csv-periods').click(),
    ])
    const bytes = await readFile((await download.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('月の開始日,送信数,開封数,返信数,マッチング数,採用数,返信率')
    expect(lines).toHaveLength(months.length + 1)
    expect(lines.at(-1)).toBe(`${tokyoToday().slice(0, 7)}-01,3,1,1,1,0,33.3`)

    // A range that runs backwards keeps what was typed and says why, beside the field.
    await page.goto(`${REPORT_PATH}?period=day&from=2026-05-10&to=2026-05-01`)
    expect(await page.getByText('開始日以降の日付を入力してください').count()).toBe(1)
    expect(await page.getByTestId('scout-report-totals').count()).toBe(0)

    await readInEnglish(page)
    await page.goto(`${REPORT_PATH}?period=month`)
    await page.getByRole('heading', { name: 'Scout report', level: 1 }).waitFor()
    expect(await page.getByTestId('total-replied').textContent()).toContain('Reply rate 33.3%')
    expect((await overTimeRows(page)).at(-1)!.slice(1)).toEqual(['3', '1', '1', '1', '0'])
    expect(await page.getByRole('table', { name: 'By template' }).textContent()).toContain(
      'No template',
    )
  })
})
