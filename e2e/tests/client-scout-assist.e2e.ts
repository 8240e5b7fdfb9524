import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, DEMO, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import {
  describeBrowser,
  horizontalOverflow,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'
import { tokyoDay } from '../support/dates.ts'
import { escaped, toast } from '../support/forms.ts'
import { createSearchableCandidate, uniqueWord } from '../support/scouting.ts'

// Scout assist, as a recruiter of a demo organisation sets it on a job of their own, in Japanese
// and in English: their saved search, a seeded template, a daily limit and an end date; the job
// then sends to a member who newly matches the search, once, and the page says so.

const TEMPLATE_NAME = '経理マネージャー候補の方へ（初回）'

const TEXT = {
  ja: {
    action: 'スカウトアシスト',
    search: '保存した検索条件（送信先の条件）',
    dailyLimit: '1日の送信上限',
    endsOn: '終了日',
    template: 'テンプレート',
    title: 'タイトル',
    start: 'スカウトアシストを開始する',
    started: 'スカウトアシストを開始しました',
    save: '変更を保存する',
    saved: 'スカウトアシストを保存しました',
    active: '送信中',
    sentToday: (sent: number, limit: number) => `${sent}通 / 上限${limit}通`,
    required: '入力してください',
    stop: 'スカウトアシストを停止する',
    stopped: 'スカウトアシストを停止しました',
  },
  en: {
    action: 'Scout assist',
    search: 'Saved search (target conditions)',
    dailyLimit: 'Scouts a day at most',
    endsOn: 'End date',
    template: 'Template',
    title: 'Title',
    start: 'Start scout assist',
    started: 'Scout assist started',
    save: 'Save changes',
    saved: 'Scout assist saved',
    active: 'Sending',
    sentToday: (sent: number, limit: number) => `${sent} of ${limit}`,
    required: 'Please enter a value',
    stop: 'Stop scout assist',
    stopped: 'Scout assist stopped',
  },
} as const
type Text = (typeof TEXT)[keyof typeof TEXT]

/** A scout-only job of the recruiter's organisation, within its period, for this test alone. */
async function scoutOnlyJob(token: string, marker: string): Promise<number> {
  const { id } = await callApi<{ id: number }>('POST', '/api/v3/client/job_infos', {
    token,
    body: {
      client_request_id: randomUUID(),
      title: `E2E スカウトアシスト ${marker}`,
      industry_id: 1,
      job_type_ids: [1],
      prefecture_id: 13,
      salary_min: 700,
      job_description: '連結決算と開示を担当していただきます。',
      requirement: '経理経験5年以上',
      duties_change_scope: '会社の定める業務',
      workplace_change_scope: '会社の定める場所',
      recruitment_start_on: tokyoDay(0),
      recruitment_end_on: tokyoDay(60),
      status: 'open_for_scout',
    },
  })
  return id
}

async function setting(browser: ReturnType<typeof useBrowser>, viewport?: { width: number }) {
  const account = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
  const page = await browser.newPage(viewport ? { viewport: { ...viewport, height: 900 } } : {})
  const token = await signInWithApi(page, account)
  const marker = uniqueWord()
  const searchName = `E2E ${marker}`
  await callApi('POST', '/api/v3/client/search_conditions', {
    token,
    body: { name: searchName, query: { keyword: marker }, notify_new_members: false },
  })
  const jobId = await scoutOnlyJob(token, marker)
  return { page, token, marker, searchName, jobId }
}

const field = (page: Page, label: string) =>
  page.getByTestId('scout-assist-form').getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`))

async function setsAssistAndSends(
  page: Page,
  text: Text,
  context: Awaited<ReturnType<typeof setting>>,
) {
  const { marker, searchName, jobId } = context
  await page.goto(`/client/job_infos/${jobId}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: text.action, exact: true }).click()
  await page.getByTestId('scout-assist-form').waitFor()
  await waitForHydration(page)
  expect(await page.getByTestId('scout-assist-rule').isVisible()).toBe(true)

  // Nothing chosen: each required field says so, nothing is saved.
  await field(page, text.dailyLimit).fill('')
  await page.getByRole('button', { name: text.start }).click()
  await page.getByTestId('form-problem').waitFor()
  expect(await page.getByTestId('scout-assist-status').count()).toBe(0)

  await field(page, text.search).selectOption({ label: searchName })
  await field(page, text.dailyLimit).fill('5')
  await field(page, text.endsOn).fill(tokyoDay(14))
  await field(page, text.template).selectOption({ label: TEMPLATE_NAME })
  await field(page, text.title).fill(`{{position_name}} ${marker}`)
  await page.getByRole('button', { name: text.start }).click()
  await toast(page, text.started)
  const status = page.getByTestId('scout-assist-status')
  await status.waitFor()
  expect(await status.getByTestId('scout-assist-state').textContent()).toBe(text.active)
  expect(await status.getByTestId('scout-assist-facts').textContent()).toContain(
    text.sentToday(0, 5),
  )

  // A member who newly matches the search gets the scout when the job runs, once.
  const newcomer = await createSearchableCandidate(marker)
  await callApi('POST', '/api/v3/__test/scout_assists/run')
  await callApi('POST', '/api/v3/__test/scout_assists/run')
  const { scouts } = await callApi<{ scouts: { title: string }[] }>(
    'GET',
    '/api/v3/candidate/scouts',
    { token: newcomer.token },
  )
  // The template's subject, filled with the organisation and the job.
  expect(scouts).toHaveLength(1)
  expect(scouts[0]!.title).toContain(`【株式会社みらいキャピタル】E2E スカウトアシスト ${marker}`)
  await page.reload()
  await waitForHydration(page)
  expect(await status.getByTestId('scout-assist-facts').textContent()).toContain(
    text.sentToday(1, 5),
  )

  // The recruiter changes the limit, then stops it; the scout it sent stays.
  await field(page, text.dailyLimit).fill('3')
  await page.getByRole('button', { name: text.save }).click()
  await toast(page, text.saved)
  await expect
    .poll(async () => status.getByTestId('scout-assist-facts').textContent())
    .toContain(text.sentToday(1, 3))
  await status.getByRole('button', { name: text.stop }).click()
  await page.getByRole('dialog').getByRole('button', { name: text.stop }).click()
  await toast(page, text.stopped)
  await status.waitFor({ state: 'detached' })
}

describeBrowser('scout assist', () => {
  const browser = useBrowser()

  it('sets a job’s scout assist, which reaches a newly matching member once, in Japanese', async () => {
    const context = await setting(browser)
    await setsAssistAndSends(context.page, TEXT.ja, context)
  }, 180_000)

  it('the same in English', async () => {
    const context = await setting(browser)
    await readInEnglish(context.page)
    await setsAssistAndSends(context.page, TEXT.en, context)
  }, 180_000)

  it('the page passes axe and fits phone and desktop screens', async () => {
    const found: string[] = []
    for (const width of [1280, 375]) {
      const { page, jobId } = await setting(browser, { width })
      await page.goto(`/client/job_infos/${jobId}/scout_assist`)
      await waitForHydration(page)
      expect(await horizontalOverflow(page), `${width}px overflows`).toBeLessThanOrEqual(0)
      found.push(...(await seriousViolations(page)).map((line) => `${width}px: ${line}`))
    }
    expect(found).toEqual([])
  }, 120_000)
})
