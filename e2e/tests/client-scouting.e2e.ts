import type { Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, DEMO, signInWithApi } from '../support/accounts.ts'
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
import { escaped, toast } from '../support/forms.ts'
import { type Candidate, createSearchableCandidate, uniqueWord } from '../support/scouting.ts'

// Sending scouts, as a recruiter of a demo organisation with a running contract, open jobs and
// normal templates does it, in Japanese and in English: from a candidate's page (a retried send
// makes one scout; the same again within a week is refused), to several selected search results
// (one skipped with its reason), and a quick scout to a saved search's newest matches, each
// with a preview of what the candidate reads.

const ORGANISATION = '株式会社みらいキャピタル'
/** A seeded normal template of the organisation, wrapping the title and message. */
const TEMPLATE_NAME = '経理マネージャー候補の方へ（初回）'

interface JobRow {
  id: number
  title: string
  is_expired: boolean
}

/** A job of the organisation a scout may be about: public and within its period. */
async function openJob(token: string): Promise<JobRow> {
  const { job_infos: jobs } = await callApi<{ job_infos: JobRow[] }>(
    'GET',
    '/api/v3/client/job_infos?status=open&per=100',
    { token },
  )
  const job = jobs.find((row) => !row.is_expired)
  if (!job) throw new Error('The demo organisation has no open job')
  return job
}

async function normalTemplate(token: string): Promise<{ id: number }> {
  const { scout_templates: templates } = await callApi<{
    scout_templates: { id: number; name: string }[]
  }>('GET', '/api/v3/client/scout_templates?template_type=normal', { token })
  const template = templates.find((row) => row.name === TEMPLATE_NAME)
  if (!template) throw new Error(`No template named ${TEMPLATE_NAME}`)
  return template
}

/** The scouts a candidate has received, newest first. */
async function scoutsOf(candidate: Candidate) {
  const { scouts } = await callApi<{
    scouts: { id: number; title: string; job_info: { id: number } | null }[]
  }>('GET', '/api/v3/candidate/scouts', { token: candidate.token })
  return scouts
}

/** A recruiter beside a demo colleague (a running contract, open jobs, templates), signed in. */
async function recruiterPage(
  browser: BrowserSession,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; token: string; email: string }> {
  const account = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
  const page = await browser.newPage(viewport ? { viewport } : {})
  const token = await signInWithApi(page, account)
  return { page, token, email: account.email }
}

/** A field of the dialog by its label, which may carry the required mark. */
const dialogField = (dialog: Locator, label: string) =>
  dialog.getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`))

/** The problem shown under the dialog's field with this label. */
const problemOf = async (dialog: Locator, label: string) =>
  (await dialog
    .locator('.MuiFormControl-root', {
      has: dialog.page().getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`)),
    })
    .locator('.MuiFormHelperText-root')
    .first()
    .textContent()) ?? ''

const TEXT = {
  ja: {
    scoutCandidate: 'スカウトを送る',
    dialogTitle: 'スカウトを送る',
    toCandidate: (id: number) => `候補者 No.${id}にスカウトを送ります。`,
    job: '求人',
    template: 'テンプレート',
    title: 'タイトル',
    message: 'メッセージ',
    send: '送信する',
    sending: '送信中…',
    cancel: 'キャンセル',
    sent: 'スカウトを送信しました',
    failed: 'スカウトを送信できませんでした。時間をおいて再度お試しください。',
    sameContent:
      '同じ内容のスカウトメッセージはすでにこの候補者に送信されています。同じ候補者へのスカウトは1週間あけてから送信してください。',
    required: '入力してください',
    declinedScouts: 'この候補者は貴社からのスカウトを辞退しているため、送信できません',
    stand_in: '（求職者名）',
    nameNote: '実際の氏名は、スカウトが求職者に届いた時点で差し込まれます',
    selectRow: (id: number) => `候補者 No.${id}を選択`,
    scoutSelected: '選択した候補者にスカウト',
    toSelection: (count: number) => `選択した${count}名の候補者にスカウトを送ります。`,
    outcomeTitle: 'スカウトの送信結果',
    sentCount: (count: number) => `送信した候補者：${count}名`,
    skippedCount: (count: number) => `送信しなかった候補者：${count}名`,
    anonymous: (id: number) => `候補者 No.${id}`,
    close: '閉じる',
    quickScout: (name: string) => `「${name}」でクイックスカウト`,
    quickTitle: 'クイックスカウト',
    count: '送信する人数',
    countOption: (count: number) => `${count}名`,
    scoutTitle: (marker: string, job: string) => `${job}のご案内 ${marker}`,
    message1: (marker: string) =>
      `{{job_seeker_name}}様\n{{company_name}}の採用担当です。${marker}のご経験を拝見しました。`,
    weekMark: 'スペシャルスカウトウィーク参加中（年収1,000万円以上）',
    special: 'スペシャルスカウトとして送る',
    remaining: (count: number) => `今月のスペシャルスカウト残り${count}通`,
    salary: '確約年収（万円）',
    pitch: '候補者へのアピール文',
    pitchRequired: '候補者へのアピール文を入力してください',
    pitchText: 'CFO直下で財務改革を率いていただくポジションです。',
    belowWeek:
      'この候補者はスペシャルスカウトウィークに参加中のため、確約年収がウィークの高年収基準以上である必要があります',
  },
  en: {
    scoutCandidate: 'Send a scout',
    dialogTitle: 'Send a scout',
    toCandidate: (id: number) => `The scout goes to Candidate No. ${id}.`,
    job: 'Job',
    template: 'Template',
    title: 'Title',
    message: 'Message',
    send: 'Send',
    sending: 'Sending…',
    cancel: 'Cancel',
    sent: 'Scout sent successfully',
    failed: 'The scout could not be sent. Please try again later.',
    sameContent:
      'A scout message with the same content has already been sent to the candidates. Please wait 1 week before sending a scout to the same candidate.',
    required: 'Please enter a value',
    declinedScouts: 'This candidate has declined your scouts, so no scout can be sent',
    stand_in: '[job seeker name]',
    nameNote: 'filled in only when the scout reaches the candidate',
    selectRow: (id: number) => `Select Candidate No. ${id}`,
    scoutSelected: 'Scout the selected',
    toSelection: (count: number) => `The scout goes to the ${count} selected candidates.`,
    outcomeTitle: 'Scout results',
    sentCount: (count: number) => `Sent to ${count} candidate${count === 1 ? '' : 's'}`,
    skippedCount: (count: number) => `Not sent to ${count} candidate${count === 1 ? '' : 's'}`,
    anonymous: (id: number) => `Candidate No. ${id}`,
    close: 'Close',
    quickScout: (name: string) => `Quick scout with "${name}"`,
    quickTitle: 'Quick scout',
    count: 'How many to scout',
    countOption: (count: number) => `${count} candidates`,
    scoutTitle: (marker: string, job: string) => `About ${job} ${marker}`,
    message1: (marker: string) =>
      `Dear {{job_seeker_name}},\nThis is {{company_name}}. We read about your ${marker} work.`,
    weekMark: 'Joined the Special Scout Week: ¥10M or more',
    special: 'Send as a special scout',
    remaining: (count: number) => `${count} special scout${count === 1 ? '' : 's'} left this month`,
    salary: 'Confirmed annual income (ten-thousand yen)',
    pitch: 'Your pitch to the candidate',
    pitchRequired: 'Please enter your pitch to the candidate',
    pitchText: 'You would lead the finance transformation reporting to the CFO.',
    belowWeek:
      "This candidate joined the Special Scout Week: the confirmed salary must reach the week's high-salary threshold",
  },
} as const
type Text = (typeof TEXT)[keyof typeof TEXT]

/** The title as written: the position name is a variable, filled with the job's title. */
const writtenTitle = (text: Text, marker: string) => text.scoutTitle(marker, '{{position_name}}')

/** Fills the scout form: the job, no template, the title and message. */
async function writeScout(dialog: Locator, text: Text, job: JobRow, marker: string) {
  await dialogField(dialog, text.job).selectOption(String(job.id))
  await dialogField(dialog, text.title).fill(writtenTitle(text, marker))
  await dialogField(dialog, text.message).fill(text.message1(marker))
}

async function sendsFromTheCandidatePage(page: Page, text: Text, token: string) {
  const marker = uniqueWord()
  const candidate = await createSearchableCandidate(marker)
  const job = await openJob(token)
  await page.goto(`/client/candidates/${candidate.id}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: text.scoutCandidate, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: text.dialogTitle })
  await dialog.getByText(text.toCandidate(candidate.id)).waitFor()
  await dialogField(dialog, text.job).waitFor()

  // Without a job, a title and (with no template) a message nothing is sent; each field says so.
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  await dialog.getByTestId('form-problem').waitFor()
  for (const label of [text.job, text.title, text.message]) {
    expect(await problemOf(dialog, label), label).toBe(text.required)
  }

  // The preview fills the job and the organisation and keeps a stand-in for the name.
  await writeScout(dialog, text, job, marker)
  const preview = dialog.getByTestId('scout-preview')
  expect(await preview.getByTestId('scout-preview-subject').textContent()).toBe(
    text.scoutTitle(marker, job.title),
  )
  const previewBody = await preview.getByTestId('scout-preview-body').innerText()
  expect(previewBody).toContain(`${text.stand_in}`)
  expect(previewBody).toContain(ORGANISATION)
  expect(previewBody).not.toContain('{{')
  expect(await preview.getByTestId('scout-preview-name-note').textContent()).toContain(
    text.nameNote,
  )

  // The first answer is lost on its way back: sent again, the same draft makes one scout.
  let lost = false
  await page.route('**/api/v3/client/scouts', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue()
    lost = true
    await route.fetch()
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internalError', message: 'lost' } }),
    })
  })
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  await dialog.getByTestId('form-problem').filter({ hasText: text.failed }).waitFor()
  expect(lost).toBe(true)
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  await toast(page, text.sent)
  await dialog.waitFor({ state: 'detached' })
  await page.unroute('**/api/v3/client/scouts')

  // The page's scout history shows it, once; the candidate has it, about the job.
  const sentTitle = text.scoutTitle(marker, job.title)
  await expect
    .poll(() => page.getByTestId('scout-history-item').filter({ hasText: sentTitle }).count())
    .toBe(1)
  expect(await scoutsOf(candidate)).toEqual([
    expect.objectContaining({
      title: sentTitle,
      job_info: expect.objectContaining({ id: job.id }),
    }),
  ])

  // The same again within a week is refused with the spec's message, and nothing is sent.
  await page.getByRole('button', { name: text.scoutCandidate, exact: true }).click()
  await dialogField(dialog, text.job).waitFor()
  await writeScout(dialog, text, job, marker)
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  await dialog.getByTestId('form-problem').filter({ hasText: text.sameContent }).waitFor()
  expect(await scoutsOf(candidate)).toHaveLength(1)
  await dialog.getByRole('button', { name: text.cancel, exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  return { candidate, job, marker }
}

async function sendsToSelectedResults(
  page: Page,
  text: Text,
  token: string,
  scouted: { candidate: Candidate; job: JobRow; marker: string },
) {
  const { marker, job } = scouted
  // Thirty results: the one scouted a moment ago, one who declined another of the
  // organisation's scouts, and 28 who may receive it. Made five at a time.
  const others: Candidate[] = []
  for (let batch = 0; batch < 29; batch += 5) {
    const size = Math.min(5, 29 - batch)
    others.push(
      ...(await Promise.all(Array.from({ length: size }, () => createSearchableCandidate(marker)))),
    )
  }
  const declining = others[0]!
  await callApi('POST', '/api/v3/client/scouts', {
    token,
    body: {
      job_info_id: job.id,
      title: `${marker} 別件`,
      body: 'ご経歴を拝見しました。',
      candidate_id: declining.id,
      client_request_id: `decline-${marker}`,
    },
  })
  const [declined] = await scoutsOf(declining)
  await callApi('POST', `/api/v3/candidate/scouts/${declined!.id}/decline`, {
    token: declining.token,
    body: { reason: 'not_now' },
  })
  // Scouted a moment ago, the first candidates are listed only when the search asks for them.
  await page.goto(
    `/client/candidates?keyword=${encodeURIComponent(marker)}&includeRecentlyScouted=true&per=50`,
  )
  await waitForHydration(page)
  for (const candidate of [scouted.candidate, ...others]) {
    await page.getByRole('checkbox', { name: text.selectRow(candidate.id) }).check()
  }
  await page.getByRole('button', { name: text.scoutSelected }).click()
  const dialog = page.getByRole('dialog', { name: text.dialogTitle })
  await dialog.getByText(text.toSelection(30)).waitFor()
  await dialogField(dialog, text.job).waitFor()
  // The same scout as the first candidate got: they are skipped, the others get it.
  await writeScout(dialog, text, job, marker)

  // While it is sent, the button says so and the dialog stays.
  const gate: { promise?: Promise<void>; resolve?: () => void } = {}
  gate.promise = new Promise<void>((resolve) => {
    gate.resolve = resolve
  })
  await page.route('**/api/v3/client/scouts/bulk_create', async (route) => {
    await gate.promise
    await route.continue()
  })
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  const sending = dialog.getByRole('button', { name: text.sending })
  await sending.waitFor()
  expect(await sending.isDisabled()).toBe(true)
  expect(await dialog.getByRole('button', { name: text.cancel, exact: true }).isDisabled()).toBe(
    true,
  )
  await page.keyboard.press('Escape')
  expect(await sending.isVisible()).toBe(true)
  gate.resolve?.()

  const outcome = page.getByRole('dialog', { name: text.outcomeTitle })
  const summary = outcome.getByTestId('scout-outcome')
  await summary.getByText(text.sent).waitFor()
  expect(await summary.getByTestId('scout-outcome-sent').textContent()).toBe(text.sentCount(28))
  expect(await summary.getByTestId('scout-outcome-skipped').textContent()).toBe(
    text.skippedCount(2),
  )
  const skipped = outcome.getByTestId('scout-skipped')
  expect(await skipped.count()).toBe(2)
  const reasonOf = (candidate: Candidate) =>
    skipped.filter({ has: page.getByRole('link', { name: text.anonymous(candidate.id) }) })
  expect(await reasonOf(scouted.candidate).getByTestId('scout-skipped-reason').textContent()).toBe(
    text.sameContent,
  )
  expect(await reasonOf(declining).getByTestId('scout-skipped-reason').textContent()).toBe(
    text.declinedScouts,
  )
  await page.unroute('**/api/v3/client/scouts/bulk_create')
  await outcome.getByRole('button', { name: text.close }).click()
  await outcome.waitFor({ state: 'detached' })

  for (const candidate of others.slice(1)) expect(await scoutsOf(candidate)).toHaveLength(1)
  expect(await scoutsOf(declining)).toHaveLength(1)
  expect(await scoutsOf(scouted.candidate)).toHaveLength(1)
}

/** A quick scout from the saved search's list (Japanese) or its page (English), with a template. */
async function quickScout(page: Page, text: Text, token: string, from: 'list' | 'page') {
  const marker = uniqueWord()
  const matches = [await createSearchableCandidate(marker), await createSearchableCandidate(marker)]
  const job = await openJob(token)
  const template = await normalTemplate(token)
  const name = `E2E ${marker}`
  const search = await callApi<{ id: number }>('POST', '/api/v3/client/search_conditions', {
    token,
    body: { name, query: { keyword: marker }, notify_new_members: false },
  })
  await page.goto(
    from === 'list' ? '/client/search_conditions' : `/client/search_conditions/${search.id}`,
  )
  await waitForHydration(page)
  await page
    .getByRole('button', { name: text.quickScout(name) })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: text.quickTitle })
  await dialogField(dialog, text.job).waitFor()
  expect(await dialogField(dialog, text.count).inputValue()).toBe('20')
  await dialogField(dialog, text.count).selectOption({ label: text.countOption(10) })
  await dialogField(dialog, text.job).selectOption(String(job.id))
  await dialogField(dialog, text.template).selectOption(String(template.id))
  await dialogField(dialog, text.title).fill(`${marker} {{company_name}}`)

  // With the template, the candidate reads its subject and body around the title and message.
  const preview = dialog.getByTestId('scout-preview')
  expect(await preview.getByTestId('scout-preview-subject').textContent()).toBe(
    `【${ORGANISATION}】${job.title}ポジションのご案内`,
  )
  const previewBody = await preview.getByTestId('scout-preview-body').innerText()
  expect(previewBody).toContain(`${text.stand_in}様`)
  expect(previewBody).toContain(`${job.title}としてご活躍いただける`)
  // The message may stay empty with a template.
  await dialog.getByRole('button', { name: text.send, exact: true }).click()

  const outcome = page.getByRole('dialog', { name: text.outcomeTitle })
  await outcome.getByTestId('scout-outcome').getByText(text.sent).waitFor()
  expect(await outcome.getByTestId('scout-outcome-sent').textContent()).toBe(text.sentCount(2))
  expect(await outcome.getByTestId('scout-skipped').count()).toBe(0)
  await outcome.getByRole('button', { name: text.close }).click()
  await outcome.waitFor({ state: 'detached' })
  for (const candidate of matches) {
    expect(await scoutsOf(candidate)).toEqual([
      expect.objectContaining({ title: `【${ORGANISATION}】${job.title}ポジションのご案内` }),
    ])
  }
}

/** The special scouts left this month, as the scout form says it. */
async function remainingSpecialScouts(dialog: Locator, text: Text): Promise<number> {
  const line = dialog.getByTestId('special-scouts-remaining')
  await line.waitFor()
  const count = Number((await line.textContent())?.match(/\d+/)?.[0])
  expect(await line.textContent()).toBe(text.remaining(count))
  return count
}

/**
 * A candidate who joined the running Special Scout Week (the demo's, 10 million yen) is marked in
 * the results; a special scout to them below that salary is refused, one reaching it goes, and
 * the month's remaining count falls by one.
 */
async function sendsASpecialScout(page: Page, text: Text, token: string) {
  const marker = uniqueWord()
  const candidate = await createSearchableCandidate(marker)
  await callApi('PUT', '/api/v3/candidate/current_scout_campaign_join_status', {
    token: candidate.token,
    body: { is_joined: true },
  })
  const job = await openJob(token)
  await page.goto(`/client/candidates?keyword=${encodeURIComponent(marker)}`)
  await waitForHydration(page)
  expect(await page.getByTestId('candidate-special-week').textContent()).toBe(text.weekMark)

  await page.goto(`/client/candidates/${candidate.id}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: text.scoutCandidate, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: text.dialogTitle })
  await dialogField(dialog, text.job).waitFor()
  const before = await remainingSpecialScouts(dialog, text)
  expect(before).toBeGreaterThan(0)
  await writeScout(dialog, text, job, marker)
  await dialog.getByRole('checkbox', { name: text.special }).check()
  // The pitch is what makes it special: it has its own message.
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  await dialog.getByTestId('form-problem').waitFor()
  expect(await problemOf(dialog, text.pitch)).toBe(text.pitchRequired)
  await dialogField(dialog, text.pitch).fill(text.pitchText)
  await dialogField(dialog, text.salary).fill('900')
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  await dialog.getByTestId('form-problem').filter({ hasText: text.belowWeek }).waitFor()
  expect(await scoutsOf(candidate)).toEqual([])

  await dialogField(dialog, text.salary).fill('1200')
  await dialog.getByRole('button', { name: text.send, exact: true }).click()
  await toast(page, text.sent)
  await dialog.waitFor({ state: 'detached' })
  const [scout] = await scoutsOf(candidate)
  const read = await callApi<{ special: { confirmed_salary: number; custom_attraction: string } }>(
    'GET',
    `/api/v3/candidate/scouts/${scout!.id}`,
    { token: candidate.token },
  )
  expect(read.special).toMatchObject({ confirmed_salary: 1200, custom_attraction: text.pitchText })

  await page.getByRole('button', { name: text.scoutCandidate, exact: true }).click()
  await dialogField(dialog, text.job).waitFor()
  expect(await remainingSpecialScouts(dialog, text)).toBe(before - 1)
  await dialog.getByRole('button', { name: text.cancel, exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
}

describeBrowser('recruiter scouting', () => {
  const browser = useBrowser()

  it('sends from a candidate page, to selected results and as a quick scout, in Japanese', async () => {
    const { page, token } = await recruiterPage(browser)
    const scouted = await sendsFromTheCandidatePage(page, TEXT.ja, token)
    await sendsToSelectedResults(page, TEXT.ja, token, scouted)
    await quickScout(page, TEXT.ja, token, 'list')
    await sendsASpecialScout(page, TEXT.ja, token)
  }, 240_000)

  it('the same sends read in English', async () => {
    const { page, token } = await recruiterPage(browser)
    await readInEnglish(page)
    const scouted = await sendsFromTheCandidatePage(page, TEXT.en, token)
    await sendsToSelectedResults(page, TEXT.en, token, scouted)
    await quickScout(page, TEXT.en, token, 'page')
    await sendsASpecialScout(page, TEXT.en, token)
  }, 240_000)

  it('the scout form and its outcome pass axe and fit phone and desktop screens', async () => {
    const found: string[] = []
    for (const width of [1280, 375]) {
      const { page, token } = await recruiterPage(browser, { width, height: 900 })
      const marker = uniqueWord()
      const candidate = await createSearchableCandidate(marker)
      const job = await openJob(token)
      const name = `E2E ${marker}`
      await callApi('POST', '/api/v3/client/search_conditions', {
        token,
        body: { name, query: { keyword: marker }, notify_new_members: false },
      })
      const check = async (where: string) => {
        expect(await horizontalOverflow(page), `${width}px ${where} overflows`).toBeLessThanOrEqual(
          0,
        )
        found.push(...(await seriousViolations(page)).map((line) => `${width}px ${where}: ${line}`))
      }

      // The form on a candidate's page, filled in, with its preview.
      await page.goto(`/client/candidates/${candidate.id}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: TEXT.ja.scoutCandidate, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: TEXT.ja.dialogTitle })
      await dialogField(dialog, TEXT.ja.job).waitFor()
      await dialogField(dialog, TEXT.ja.job).selectOption(String(job.id))
      await dialogField(dialog, TEXT.ja.title).fill(
        `${'とても長いタイトルで折り返しを確かめます'.repeat(4)}{{position_name}}`,
      )
      await dialogField(dialog, TEXT.ja.message).fill(
        `{{job_seeker_name}}様\nhttps://example.com/a/very/long/address/that/should/wrap/on/a/phone/${marker}`,
      )
      // With the special scout's terms open too.
      await dialog.getByRole('checkbox', { name: TEXT.ja.special }).check()
      await dialogField(dialog, TEXT.ja.pitch).fill(
        '長いアピール文で折り返しを確かめます。'.repeat(6),
      )
      await check('candidate scout form')
      await dialog.getByRole('button', { name: TEXT.ja.cancel, exact: true }).click()
      await dialog.waitFor({ state: 'detached' })

      // The selection's button on the results.
      await page.goto(`/client/candidates?keyword=${encodeURIComponent(marker)}`)
      await waitForHydration(page)
      await page.getByRole('checkbox', { name: TEXT.ja.selectRow(candidate.id) }).check()
      await page.getByRole('button', { name: TEXT.ja.scoutSelected }).waitFor()
      await check('results with a selection')

      // A quick scout from the saved searches, and what it did.
      await page.goto('/client/search_conditions')
      await waitForHydration(page)
      await page
        .getByRole('button', { name: TEXT.ja.quickScout(name) })
        .first()
        .click()
      const quick = page.getByRole('dialog', { name: TEXT.ja.quickTitle })
      await dialogField(quick, TEXT.ja.job).selectOption(String(job.id))
      await dialogField(quick, TEXT.ja.title).fill(`${marker} のご案内`)
      await dialogField(quick, TEXT.ja.message).fill('ご経歴を拝見しました。')
      await check('quick scout form')
      await quick.getByRole('button', { name: TEXT.ja.send, exact: true }).click()
      const outcome = page.getByRole('dialog', { name: TEXT.ja.outcomeTitle })
      await outcome.getByTestId('scout-outcome').waitFor()
      await check('quick scout outcome')
    }
    expect(found).toEqual([])
  }, 240_000)

  it('resends a reminder after the chosen business days to a candidate who did not answer, not to one who declined', async () => {
    const { page, token, email } = await recruiterPage(browser)
    // The organisation chooses when reminders go, on the templates page.
    await page.goto('/client/scout_templates')
    await waitForHydration(page)
    const setting = page.getByTestId('remind-setting')
    await setting.getByLabel('再送までの営業日数').selectOption({ label: '3営業日後' })
    await setting.getByRole('button', { name: '保存する' }).click()
    await toast(page, '自動再送のタイミングを保存しました')

    const marker = uniqueWord()
    const silent = await createSearchableCandidate(marker)
    const declining = await createSearchableCandidate(marker)
    const job = await openJob(token)
    await page.goto(`/client/candidates?keyword=${encodeURIComponent(marker)}`)
    await waitForHydration(page)
    for (const candidate of [silent, declining]) {
      await page.getByRole('checkbox', { name: TEXT.ja.selectRow(candidate.id) }).check()
    }
    await page.getByRole('button', { name: TEXT.ja.scoutSelected }).click()
    const dialog = page.getByRole('dialog', { name: TEXT.ja.dialogTitle })
    await dialogField(dialog, TEXT.ja.job).waitFor()
    await writeScout(dialog, TEXT.ja, job, marker)
    await dialogField(dialog, '再送テンプレート').selectOption({ label: '未返信の方への再送' })
    await dialog.getByRole('button', { name: TEXT.ja.send, exact: true }).click()
    const outcome = page.getByRole('dialog', { name: TEXT.ja.outcomeTitle })
    expect(await outcome.getByTestId('scout-outcome-sent').textContent()).toBe(TEXT.ja.sentCount(2))

    const [declined] = await scoutsOf(declining)
    await callApi('POST', `/api/v3/candidate/scouts/${declined!.id}/decline`, {
      token: declining.token,
      body: { reason: 'not_now' },
    })
    // The business days pass.
    const run = await callApi<{ sent: number }>('POST', '/api/v3/__test/scout_reminders/run', {
      body: { sender_email: email },
    })
    // The organisation's other waiting reminders (the demo's) go in the same run.
    expect(run.sent).toBeGreaterThanOrEqual(1)

    const threadOf = async (candidate: Candidate) => {
      const [scout] = await scoutsOf(candidate)
      return callApi<{ send_state: string; messages: { sender_side: string; body: string }[] }>(
        'GET',
        `/api/v3/candidate/scouts/${scout!.id}`,
        { token: candidate.token },
      )
    }
    const reminded = await threadOf(silent)
    expect(reminded.send_state).toBe('resend_sent')
    expect(reminded.messages).toEqual([
      expect.objectContaining({
        sender_side: 'recruiter',
        body: expect.stringContaining('候補 一郎様\n\n先日お送りしたスカウトについて'),
      }),
    ])
    expect((await threadOf(declining)).messages).toEqual([])

    // The recruiter's page of the candidate says the reminder went.
    await page.goto(`/client/candidates/${silent.id}`)
    await page.getByTestId('scout-history-item').first().waitFor()
    expect(await page.getByTestId('scout-history-item').first().textContent()).toContain('再送済み')

    await readInEnglish(page)
    await page.goto('/client/scout_templates')
    await waitForHydration(page)
    expect(
      await page
        .getByTestId('remind-setting')
        .getByLabel('Business days before a reminder')
        .inputValue(),
    ).toBe('3')
  }, 240_000)
})
