import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, DEMO, newCandidatePage, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import {
  type BrowserSession,
  describeBrowser,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'
import { toast } from '../support/forms.ts'

// Screening self-applications, in Japanese and in English: two candidates apply to a job of the
// demo company (one through the job page); the recruiter finds both under "interested or
// self-applied", unnamed, passes one with a message (now named) and rejects the other; the first
// candidate reads the message, the second sees the application closed.

const TEXT = {
  ja: {
    anonymous: (id: number) => `候補者 No.${id}`,
    applyMessage: '経理の経験を活かしたく、応募いたしました。',
    pointerLink: '自己応募の一覧を開く',
    messageLabel: '応募者へのメッセージ',
    passMessage: 'ご応募ありがとうございます。来週、面談をお願いできますか。',
    passed: '応募を通過にし、メッセージを送信しました',
    reject: '見送る',
    rejected: '応募を見送りました',
    closed: 'この応募は見送りました。応募者とのメッセージはできません。',
    applicationClosed: 'この応募は終了しました。',
    openMessages: 'メッセージを見る',
  },
  en: {
    anonymous: (id: number) => `Candidate No. ${id}`,
    applyMessage: 'I would like to bring my accounting experience to your team.',
    pointerLink: 'Open the self-applications',
    messageLabel: 'Message to the applicant',
    passMessage: 'Thank you for applying. Could we meet next week?',
    passed: 'The application was passed and your message sent',
    reject: 'Reject',
    rejected: 'The application was rejected',
    closed: 'You rejected this application. Chat with the applicant is closed.',
    applicationClosed: 'This application is closed.',
    openMessages: 'Read the message',
  },
} as const
type Text = (typeof TEXT)[keyof typeof TEXT]

interface JobRow {
  id: number
  is_expired: boolean
}

interface ConversationRow {
  id: number
  candidate: { id: number }
  self_apply: { status: string } | null
}

/** An open job of the demo company, which candidates can apply to. */
async function openJob(token: string) {
  const { job_infos: jobs } = await callApi<{ job_infos: JobRow[] }>(
    'GET',
    '/api/v3/client/job_infos?status=open&per=100',
    { token },
  )
  const job = jobs.find((row) => !row.is_expired)
  if (!job) throw new Error('The demo organisation has no open job')
  return job
}

async function conversationOf(token: string, candidateId: number) {
  const { scouts } = await callApi<{ scouts: ConversationRow[] }>(
    'GET',
    '/api/v3/client/scouts?status=interested_or_self_applied&per=100',
    { token },
  )
  const row = scouts.find((scout) => scout.candidate.id === candidateId && scout.self_apply)
  if (!row) throw new Error(`No application of candidate ${candidateId}`)
  return row
}

async function candidateIdOf(token: string) {
  const session = await callApi<{ current_user: { id: number } }>('GET', '/api/v3/sessions', {
    token,
  })
  return session.current_user.id
}

const rowOf = (page: Page, text: string) =>
  page
    .getByTestId('conversation-row')
    .filter({ hasText: new RegExp(`${text.replace('.', '\\.')}(?!\\d)`) })
    .filter({ visible: true })

async function screensTwoApplications(browser: BrowserSession, english: boolean, text: Text) {
  const recruiter = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
  const page = await browser.newPage()
  if (english) await readInEnglish(page)
  const token = await signInWithApi(page, recruiter)
  const job = await openJob(token)

  // One candidate applies through the job page, the other through the API.
  const passedName = english ? 'Hanako Ouboshi' : '応募 花子'
  const rejectedName = english ? 'Ichiro Ouboshi' : '応募 一郎'
  const first = await newCandidatePage(browser, { fullName: passedName, hasFinishedProfile: true })
  const second = await newCandidatePage(browser, {
    fullName: rejectedName,
    hasFinishedProfile: true,
  })
  if (english) {
    await readInEnglish(first.page)
    await readInEnglish(second.page)
  }
  await first.page.goto(`/job_infos/${job.id}`)
  await waitForHydration(first.page)
  await first.page.getByTestId('self-apply-button').click()
  await first.page.getByRole('dialog').getByRole('textbox').fill(text.applyMessage)
  await first.page.getByTestId('self-apply-submit').click()
  await first.page.getByTestId('self-apply-button').and(first.page.locator('[disabled]')).waitFor()
  await callApi('POST', '/api/v3/candidate/self_applies', {
    token: second.token,
    body: { job_info_id: job.id, message: text.applyMessage },
  })
  const firstId = await candidateIdOf(first.token)
  const secondId = await candidateIdOf(second.token)

  // The pointer page leads to the applications waiting, unread and unnamed.
  await page.goto('/client/scouts/self_apply')
  await waitForHydration(page)
  await page.getByRole('link', { name: text.pointerLink }).click()
  await page.waitForURL(/status=interested_or_self_applied/)
  const row = rowOf(page, text.anonymous(firstId))
  await row.waitFor()
  expect(await row.textContent()).not.toContain(passedName)
  expect(
    await row.getByTestId('conversation-self-apply').getAttribute('data-self-apply-status'),
  ).toBe('pending_review')
  await row.getByTestId('conversation-unread').waitFor()
  await rowOf(page, text.anonymous(secondId)).waitFor()

  // Passing sends the message and names the candidate.
  await row.getByRole('link').first().click()
  await page.getByTestId('self-apply-screening').waitFor()
  await page.getByText(text.applyMessage).first().waitFor()
  await page.getByLabel(text.messageLabel, { exact: true }).fill(text.passMessage)
  await page.getByTestId('self-apply-pass').click()
  await toast(page, text.passed)
  await page
    .locator('[data-testid="conversation-self-apply-status"][data-status="passed"]')
    .waitFor()
  await page.getByTestId('conversation-message').filter({ hasText: text.passMessage }).waitFor()
  expect(await page.getByTestId('conversation-candidate').textContent()).toContain(passedName)
  expect(await page.getByTestId('conversation-send').count()).toBe(1)

  // Rejecting, after a confirmation, closes the chat.
  const rejected = await conversationOf(token, secondId)
  await page.goto(`/client/scouts/${rejected.id}`)
  await waitForHydration(page)
  await page.getByTestId('self-apply-reject').click()
  await page.getByRole('dialog').getByRole('button', { name: text.reject }).click()
  await toast(page, text.rejected)
  await page
    .locator('[data-testid="conversation-self-apply-status"][data-status="rejected"]')
    .waitFor()
  expect(await page.getByTestId('conversation-not-started').textContent()).toBe(text.closed)
  expect(await page.getByTestId('conversation-send').count()).toBe(0)
  expect(await page.getByTestId('conversation-candidate').textContent()).not.toContain(rejectedName)

  // The first candidate reads the message from the job page; the second sees the application closed.
  await first.page.goto(`/job_infos/${job.id}`)
  await waitForHydration(first.page)
  await first.page.locator('[data-testid="self-apply-status"][data-status="passed"]').waitFor()
  await first.page.getByRole('link', { name: text.openMessages }).click()
  await first.page.waitForURL(/\/scouts\/\d+$/)
  await first.page.getByTestId('scout-message').filter({ hasText: text.passMessage }).waitFor()
  await first.page.getByTestId('scout-own-application').waitFor()
  await first.page.goto('/scouts')
  await waitForHydration(first.page)
  await first.page.getByTestId('scout-self-apply').first().waitFor()

  await second.page.goto(`/job_infos/${job.id}`)
  await waitForHydration(second.page)
  const closed = second.page.locator('[data-testid="self-apply-status"][data-status="rejected"]')
  await closed.waitFor()
  expect(await closed.textContent()).toBe(text.applicationClosed)
  const inbox = await callApi<{ scouts: { id: number }[] }>('GET', '/api/v3/candidate/scouts', {
    token: second.token,
  })
  expect(inbox.scouts.map((scout) => scout.id)).not.toContain(rejected.id)
}

describeBrowser('screening self-applications', () => {
  const browser = useBrowser()

  it('passes one application with a message and rejects another', async () => {
    await screensTwoApplications(browser, false, TEXT.ja)
  }, 180_000)

  it('the same screening read in English', async () => {
    await screensTwoApplications(browser, true, TEXT.en)
  }, 180_000)
})
