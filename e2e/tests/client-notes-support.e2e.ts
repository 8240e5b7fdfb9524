import { expect, it } from 'vitest'
import { DEMO, DEMO_PASSWORD, signInThroughPage, signInWithApi } from '../support/accounts.ts'
import { callApi } from '../support/api.ts'
import { describeBrowser, readInEnglish, useBrowser, waitForHydration } from '../support/browser.ts'

const PHONE = { width: 375, height: 800 }
const SUPPORT_MAILBOX = 'support@kakehashi.example.com'

// Notices of the demo data (packages/db/src/seed/client-notes.ts).
const NEWEST = 'ダッシュボードに契約状況とスペシャルスカウト残数を表示しました'
const SCHEDULED = '【予告】システムメンテナンスのお知らせ'
const MAINTENANCE_DONE = 'メンテナンス完了のお知らせ'

interface DevMail {
  to_address: string
  subject: string
  text_body: string
}

async function mailsAbout(subject: string): Promise<DevMail[]> {
  const { mails } = await callApi<{ mails: DevMail[] }>('GET', '/api/v3/dev/mails')
  return mails.filter((mail) => mail.text_body.includes(subject))
}

describeBrowser('notices to recruiters and the support page', () => {
  const browser = useBrowser()

  it('a recruiter reads the notices by category, and a notice in Japanese and English', async () => {
    const page = await browser.newPage()
    await signInWithApi(page, { email: DEMO.companyMaster, password: DEMO_PASSWORD })
    await page.goto('/client/notes')
    await page.getByRole('heading', { name: '運営からのお知らせ', level: 1 }).waitFor()
    const titles = await page.getByTestId('client-note').locator('h2').allTextContents()
    expect(titles[0]).toBe(NEWEST)
    expect(titles).toContain(MAINTENANCE_DONE)
    // A notice scheduled for later is not shown yet.
    expect(titles).not.toContain(SCHEDULED)

    await waitForHydration(page)
    await page.getByRole('link', { name: 'メンテナンス', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('category') === 'maintenance')
    await page
      .getByRole('link', { name: 'メンテナンス', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor()
    const filtered = page.getByTestId('client-note')
    expect(await filtered.count()).toBeGreaterThan(0)
    for (const text of await filtered.allTextContents()) expect(text).toContain('メンテナンス')
    expect(await filtered.locator('h2').allTextContents()).not.toContain(NEWEST)

    await page.getByRole('link', { name: MAINTENANCE_DONE }).click()
    await page.getByRole('heading', { name: MAINTENANCE_DONE, level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/client\/notes\/\d+$/)
    expect(await page.getByTestId('client-note-body').textContent()).toBe(
      '予定していたシステムメンテナンスは、すべての作業を完了しました。ご協力ありがとうございました。',
    )

    await readInEnglish(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Maintenance completed', level: 1 }).waitFor()
    expect(await page.getByTestId('client-note-body').textContent()).toBe(
      'The scheduled system maintenance has been completed. Thank you for your patience.',
    )
    await page.getByText('Maintenance', { exact: true }).waitFor()
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Back to notices' }).click()
    await page.getByRole('heading', { name: 'Notices from Kakehashi', level: 1 }).waitFor()
    await page
      .getByTestId('client-note')
      .locator('h2', {
        hasText: 'The dashboard now shows your contract and remaining special scouts',
      })
      .waitFor()
  })

  it('a missing notice is the 404 page', async () => {
    const page = await browser.newPage()
    await signInWithApi(page, { email: DEMO.companyMaster, password: DEMO_PASSWORD })
    const response = await page.goto('/client/notes/99999999')
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
  })

  it('reads the manual and terms and sends the contact form on a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await signInWithApi(page, { email: DEMO.companyNormal, password: DEMO_PASSWORD })
    await page.goto('/client/docs/support')
    await page.getByRole('heading', { name: 'ご利用マニュアル', level: 2 }).waitFor()
    await page.getByRole('heading', { name: '利用規約', level: 2 }).waitFor()
    await page.getByRole('heading', { name: '求人管理', level: 3 }).waitFor()
    await page.getByRole('heading', { name: '第3条（禁止事項）', level: 3 }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )

    await waitForHydration(page)
    const send = page.getByRole('button', { name: '送信する' })
    await send.click()
    await page.getByTestId('form-problem').filter({ hasText: '入力内容に問題があります' }).waitFor()
    expect(await page.getByText('入力してください', { exact: true }).count()).toBe(3)

    const subject = `求人の掲載期間について ${Date.now()}`
    await page.getByLabel('お問い合わせ種別').selectOption({ label: 'ご利用方法について' })
    await page.getByLabel('件名').fill(subject)
    await page
      .getByLabel('お問い合わせ内容')
      .fill('掲載期間を延長する手順を教えてください。\nよろしくお願いします。')
    await send.click()
    expect(await page.getByTestId('form-success').textContent()).toBe(
      'お問い合わせを受け付けました',
    )
    // The form is ready for a new message.
    expect(await page.getByLabel('件名').inputValue()).toBe('')

    const mails = await mailsAbout(subject)
    const toPlatform = mails.find((mail) => mail.to_address === SUPPORT_MAILBOX)
    expect(toPlatform?.subject).toBe(`【Kakehashi サポート】ご利用方法について：${subject}`)
    expect(toPlatform?.text_body).toContain(`メールアドレス：${DEMO.companyNormal}`)
    expect(toPlatform?.text_body).toContain('所属：株式会社みらいキャピタル')
    expect(mails.filter((mail) => mail.to_address === DEMO.companyNormal)).toHaveLength(1)

    // The message is in the development mailbox.
    await page.goto('/dev/mails')
    await page
      .locator('li')
      .filter({ hasText: SUPPORT_MAILBOX })
      .filter({ hasText: subject })
      .waitFor()
  })

  it('the contact form reads in English', async () => {
    const page = await browser.newPage()
    await signInWithApi(page, { email: DEMO.companyMaster, password: DEMO_PASSWORD })
    await readInEnglish(page)
    await page.goto('/client/docs/support')
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Terms of service', level: 2 }).waitFor()
    const subject = `Question about my contract ${Date.now()}`
    await page.getByLabel('Topic').selectOption({ label: 'Your contract' })
    await page.getByLabel('Subject').fill(subject)
    await page.getByLabel('Message').fill('Smile 😀')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Emoji cannot be used').waitFor()
    await page.getByLabel('Message').fill('When does my contract end?')
    await page.getByRole('button', { name: 'Send' }).click()
    expect(await page.getByTestId('form-success').textContent()).toBe('Your message has been sent')
    const copy = (await mailsAbout(subject)).find((mail) => mail.to_address === DEMO.companyMaster)
    expect(copy?.subject).toBe('[Kakehashi] We have received your message')
  })

  it('a trial recruiter opening the notices is sent to the dashboard with the toast', async () => {
    const page = await browser.newPage()
    await signInThroughPage(page, DEMO.trial)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.goto('/client/notes')
    expect(new URL(page.url()).pathname).toBe('/client/dashboard')
    expect(await page.getByTestId('toast').textContent()).toContain(
      'トライアルアカウントでは使用できません',
    )
    // The support page is every recruiter's.
    const response = await page.goto('/client/docs/support')
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { name: 'お問い合わせ', level: 2 }).waitFor()
  })
})
