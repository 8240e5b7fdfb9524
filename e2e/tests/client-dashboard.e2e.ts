import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, DEMO, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'
import { scoutNewCandidate } from '../support/scouting.ts'

// The dashboard's work first, in Japanese and in English: a candidate answers a scout, the
// dashboard counts the reply among those waiting, and following the figure leads through the
// unread conversations to that conversation.

const TEXT = {
  ja: {
    title: '今日の仕事',
    repliesWaiting: '返信待ちのメッセージ',
    count: /^([\d,]+)件$/,
    reply: 'ご連絡ありがとうございます。詳しくお話を伺えますか。',
  },
  en: {
    title: "Today's work",
    repliesWaiting: 'Replies waiting',
    count: /^([\d,]+) conversations?$/,
    reply: 'Thank you for your message. Could you tell me more?',
  },
} as const
type Text = (typeof TEXT)[keyof typeof TEXT]

async function followsAReplyFromTheDashboard(page: Page, token: string, text: Text) {
  const scouted = await scoutNewCandidate(token, text === TEXT.ja ? '返信 待子' : 'Machiko Henshin')
  await callApi('POST', `/api/v3/candidate/scouts/${scouted.scoutId}/message`, {
    token: scouted.candidateToken,
    body: { body: text.reply, client_request_id: `dashboard-reply-${scouted.marker}` },
  })

  await page.goto('/client/dashboard')
  await waitForHydration(page)
  const figures = page.getByTestId('work-figures')
  await figures.waitFor()
  expect(await page.getByRole('heading', { name: text.title, level: 2 }).count()).toBe(1)
  expect(await figures.textContent()).toContain(text.repliesWaiting)
  const figure = page.getByTestId('work-replies-waiting')
  const written = ((await figure.textContent()) ?? '').trim()
  const count = written.match(text.count)
  expect(count, `replies waiting written as ${written}`).not.toBeNull()
  expect(Number(count![1]!.replaceAll(',', ''))).toBeGreaterThanOrEqual(1)

  // The figure leads to the unread conversations, where the reply waits, and on to it.
  await figure.click()
  await page.waitForURL(
    (url) => url.pathname === '/client/scouts' && url.searchParams.get('unread') === 'true',
  )
  const row = page
    .getByTestId('conversation-row')
    .filter({ hasText: scouted.marker })
    .filter({ visible: true })
  await row.getByTestId('conversation-unread').waitFor()
  await row.getByRole('link').first().click()
  await page.waitForURL((url) => url.pathname === `/client/scouts/${scouted.scoutId}`)
  await page.getByText(text.reply).first().waitFor()
}

describeBrowser('the dashboard’s work figures', () => {
  const browser = useBrowser()

  async function recruiterPage() {
    const account = await createRecruiter({ colleagueEmail: DEMO.companyMaster })
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const token = await signInWithApi(page, account)
    return { page, token }
  }

  it('a reply waiting is counted and leads to its conversation', async () => {
    const { page, token } = await recruiterPage()
    await followsAReplyFromTheDashboard(page, token, TEXT.ja)
  }, 180_000)

  it('the same in English', async () => {
    const { page, token } = await recruiterPage()
    await readInEnglish(page)
    await followsAReplyFromTheDashboard(page, token, TEXT.en)
  }, 180_000)
})
