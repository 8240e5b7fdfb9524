import type { Page } from 'playwright-core'
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
import { toast } from '../support/forms.ts'
import { scoutNewCandidate } from '../support/scouting.ts'

// A recruiter's conversations, in Japanese and in English: the scout they sent waits in the list
// with the candidate unnamed; the candidate replies, and the recruiter finds the reply unread,
// now with the candidate's name, writes back (a lost answer retried posts once), moves the
// selection to joined, and is told of the reply by a bell notification.

const TEXT = {
  ja: {
    anonymous: (id: number) => `候補者 No.${id}`,
    beforeMatching: 'マッチング前',
    matched: 'マッチング',
    joined: '入社',
    unreadOnly: '未読のみ',
    filter: '絞り込む',
    status: '選考ステータス',
    saveStatus: 'ステータスを更新',
    statusSaved: 'ステータスを更新しました',
    message: 'メッセージを書く',
    send: '送信する',
    sent: 'メッセージを送信しました',
    failed: 'メッセージの送信に失敗しました',
    replySpeed:
      /^株式会社みらいキャピタルは、候補者からの返信に通常\d+(分|時間|日)以内に応えています（過去90日の中央値）$/,
    reply: 'ご連絡ありがとうございます。ぜひお話を伺いたいです。',
    answer: 'ご返信ありがとうございます。来週の面談候補日をお送りします。',
  },
  en: {
    anonymous: (id: number) => `Candidate No. ${id}`,
    beforeMatching: 'Before matching',
    matched: 'Matched',
    joined: 'Joined',
    unreadOnly: 'Unread only',
    filter: 'Filter',
    status: 'Selection status',
    saveStatus: 'Update status',
    statusSaved: 'The status was updated',
    message: 'Write a message',
    send: 'Send',
    sent: 'Your message was sent',
    failed: 'The message failed to send',
    replySpeed:
      /^.+ usually answers candidates within \d+ (minutes?|hours?|days?) \(median over the last 90 days\)$/,
    reply: 'Thank you for reaching out. I would be glad to talk.',
    answer: 'Thank you for your reply. We will send dates for a meeting next week.',
  },
} as const
type Text = (typeof TEXT)[keyof typeof TEXT]

async function recruiterPage(
  browser: BrowserSession,
  viewport?: { width: number; height: number },
) {
  const account = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
  const page = await browser.newPage(viewport ? { viewport } : {})
  const token = await signInWithApi(page, account)
  return { page, token, account }
}

const rowOf = (page: Page, marker: string) =>
  page.getByTestId('conversation-row').filter({ hasText: marker }).filter({ visible: true })

async function talksWithTheCandidate(
  browser: BrowserSession,
  page: Page,
  token: string,
  text: Text,
) {
  const fullName = text === TEXT.ja ? '会話 花子' : 'Hanako Kaiwa'
  const scouted = await scoutNewCandidate(token, fullName)

  // Waiting: listed unnamed, before matching; the thread says the recruiter writes after a reply.
  await page.goto('/client/scouts')
  await waitForHydration(page)
  const row = rowOf(page, scouted.marker)
  await row.waitFor()
  expect(await row.textContent()).toContain(text.anonymous(scouted.candidateId))
  expect(await row.textContent()).not.toContain(fullName)
  expect(await row.getAttribute('data-selection-status')).toBe('before_matching')
  await row.getByRole('link').first().click()
  await page.getByTestId('conversation-not-started').waitFor()
  await page.getByTestId('conversation-hidden-until-match').waitFor()
  expect(await page.getByTestId('conversation-candidate').textContent()).not.toContain(fullName)

  // The candidate replies: the list shows it unread, and the name.
  await callApi('POST', `/api/v3/candidate/scouts/${scouted.scoutId}/message`, {
    token: scouted.candidateToken,
    body: { body: text.reply, client_request_id: `reply-${scouted.marker}` },
  })
  await page.goto('/client/scouts')
  await waitForHydration(page)
  await page.getByLabel(text.unreadOnly).check()
  await page.getByRole('button', { name: text.filter }).click()
  await page.waitForURL(/unread=true/)
  const unread = rowOf(page, scouted.marker)
  await unread.getByTestId('conversation-unread').waitFor()
  expect(await unread.textContent()).toContain(fullName)
  expect(await unread.getAttribute('data-selection-status')).toBe('matched')
  await unread.getByRole('link').first().click()
  await page.getByTestId('conversation-thread').getByText(text.reply).waitFor()
  expect(await page.getByTestId('conversation-candidate').textContent()).toContain(fullName)
  expect(await page.getByTestId('conversation-hidden-until-match').count()).toBe(0)

  // The first answer is lost on its way back: sent again, the same draft posts once.
  const messages = `**/api/v3/client/scouts/${scouted.scoutId}/messages`
  let lost = false
  await page.route(messages, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue()
    lost = true
    await route.fetch()
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internalError', message: 'lost' } }),
    })
  })
  await page.getByLabel(text.message, { exact: true }).fill(text.answer)
  await page.getByTestId('conversation-send').click()
  await page.getByTestId('form-problem').filter({ hasText: text.failed }).waitFor()
  await page.getByTestId('conversation-send').click()
  await toast(page, text.sent)
  await page.unroute(messages)
  await expect
    .poll(() => page.getByTestId('conversation-message').filter({ hasText: text.answer }).count())
    .toBe(1)
  const thread = await callApi<{ messages: { sender_side: string; body: string }[] }>(
    'GET',
    `/api/v3/candidate/scouts/${scouted.scoutId}`,
    { token: scouted.candidateToken },
  )
  expect(thread.messages.filter((message) => message.body === text.answer)).toHaveLength(1)

  // The selection moves to joined, and the list finds it there.
  await page.getByLabel(text.status, { exact: true }).selectOption({ label: text.joined })
  await page.getByRole('button', { name: text.saveStatus }).click()
  await toast(page, text.statusSaved)
  expect(await page.getByTestId('conversation-status').textContent()).toBe(text.joined)
  await page.goto('/client/scouts?status=joined')
  await waitForHydration(page)
  await rowOf(page, scouted.marker).waitFor()

  // The recruiter who sent it is told of the reply, once.
  await callApi('POST', '/api/v3/__test/recruiter_notices/run')
  const { notifications } = await callApi<{
    notifications: { kind: string; link_path: string | null }[]
  }>('GET', '/api/v3/client/notifications', { token })
  expect(
    notifications.filter(
      (notice) =>
        notice.kind === 'scout_reply' && notice.link_path === `/client/scouts/${scouted.scoutId}`,
    ),
  ).toHaveLength(1)

  // The candidate reads the answer, and how quickly the organisation usually answers.
  const candidatePage = await browser.newPage()
  if (text === TEXT.en) await readInEnglish(candidatePage)
  await signInWithApi(candidatePage, scouted.account)
  await candidatePage.goto(`/scouts/${scouted.scoutId}`)
  await waitForHydration(candidatePage)
  await candidatePage.getByTestId('scout-message').filter({ hasText: text.answer }).waitFor()
  expect(await candidatePage.getByTestId('scout-reply-speed').textContent()).toMatch(
    text.replySpeed,
  )
}

describeBrowser('recruiter conversations', () => {
  const browser = useBrowser()

  it('waits for the reply, then talks with the named candidate and moves them to joined', async () => {
    const { page, token } = await recruiterPage(browser)
    await talksWithTheCandidate(browser, page, token, TEXT.ja)
  }, 180_000)

  it('the same conversation read in English', async () => {
    const { page, token } = await recruiterPage(browser)
    await readInEnglish(page)
    await talksWithTheCandidate(browser, page, token, TEXT.en)
  }, 180_000)

  it('the list and a conversation pass axe and fit phone and desktop screens', async () => {
    const found: string[] = []
    for (const width of [1280, 375]) {
      const { page, token } = await recruiterPage(browser, { width, height: 900 })
      const scouted = await scoutNewCandidate(token, '画面 確認')
      await callApi('POST', `/api/v3/candidate/scouts/${scouted.scoutId}/message`, {
        token: scouted.candidateToken,
        body: {
          body: `https://example.com/a/very/long/address/that/should/wrap/${scouted.marker}`,
          client_request_id: `reply-${scouted.marker}`,
        },
      })
      for (const path of ['/client/scouts', `/client/scouts/${scouted.scoutId}`]) {
        await page.goto(path)
        await waitForHydration(page)
        expect(await horizontalOverflow(page), `${width}px ${path} overflows`).toBeLessThanOrEqual(
          0,
        )
        found.push(...(await seriousViolations(page)).map((line) => `${width}px ${path}: ${line}`))
      }
    }
    expect(found).toEqual([])
  }, 180_000)
})
