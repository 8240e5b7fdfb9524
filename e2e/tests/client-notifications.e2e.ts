import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { createRecruiter, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

/** A recruiter of a demo company made for this test, with three unread notifications. */
async function createNotifiedRecruiter() {
  const account = await createRecruiter({ colleagueEmail: 'master@sakura-tech.example.com' })
  const { notification_count } = await callApi<{ notification_count: number }>(
    'POST',
    '/api/v3/__test/notifications',
    { body: { email: account.email } },
  )
  return { ...account, notification_count }
}

const unreadCount = (page: Page) =>
  page.getByTestId('notification-unread-count').getAttribute('data-count')

const openedStates = (page: Page) =>
  page
    .getByTestId('notification')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-opened')))

describeBrowser('recruiter notifications', () => {
  const browser = useBrowser()

  it('lists them in both languages, opens one, then marks all as read', async () => {
    const account = await createNotifiedRecruiter()
    const page = await browser.newPage()
    await signInWithApi(page, account)
    await page.goto('/client/notifications')
    await waitForHydration(page)

    expect(await page.locator('h1').textContent()).toBe('お知らせ')
    expect(await page.getByTestId('notification').count()).toBe(account.notification_count)
    expect(await unreadCount(page)).toBe('3')
    expect(await page.getByTestId('notification-unread-count').textContent()).toBe('未読3件')
    const texts = await page.getByTestId('notification-text').allTextContents()
    // Newest first: the job's end, the scout reply, the platform's notice.
    expect(texts[0]).toMatch(/^求人「.+」の募集期間が2030年4月30日に終了します（残り14日）$/)
    expect(texts[1]).toBe('スカウト「シニアエンジニア候補の方へ」に返信が届きました')
    expect(texts[2]).toBe('運営からのお知らせ「メンテナンスのお知らせ」が掲載されました')
    expect(await openedStates(page)).toEqual(['false', 'false', 'false'])
    // Each in its icon's colour.
    expect(
      await page
        .locator('[data-testid="notification"] [data-icon="job_expiring"]')
        .evaluate((icon) => getComputedStyle(icon).backgroundColor),
    ).toBe('rgb(230, 81, 0)')

    // Opening the platform's notice marks it read and follows its link (this very page).
    await page.getByText('運営からのお知らせ「メンテナンスのお知らせ」が掲載されました').click()
    await expect.poll(() => unreadCount(page)).toBe('2')
    expect(await openedStates(page)).toEqual(['false', 'false', 'true'])

    // The bell in the header falls with it.
    const bell = page.getByTestId('notification-bell')
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('お知らせ 未読2件')

    await readInEnglish(page)
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('Notifications')
    expect(await page.getByTestId('notification-unread-count').textContent()).toBe('2 unread')
    const english = await page.getByTestId('notification-text').allTextContents()
    expect(english[0]).toMatch(
      /^The recruitment period of ".+" ends on Apr 30, 2030 \(days remaining: 14\)$/,
    )
    expect(english[2]).toBe('New notice from Kakehashi: "メンテナンスのお知らせ"')

    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(() => unreadCount(page)).toBe('0')
    expect(await openedStates(page)).toEqual(['true', 'true', 'true'])
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true)
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread')
  })

  it('fits a phone screen', async () => {
    const account = await createNotifiedRecruiter()
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
    await signInWithApi(page, account)
    await page.goto('/client/notifications')
    await waitForHydration(page)
    expect(await page.getByTestId('notification').count()).toBe(3)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    const markAll = await page.getByTestId('notifications-mark-all').boundingBox()
    expect(markAll!.x + markAll!.width).toBeLessThanOrEqual(375)
  })
})
