import { describe, expect, it } from 'vitest'
import {
  createCandidate,
  DEMO,
  findMailedLink,
  signInThroughPage,
  uniqueEmail,
} from '../support/accounts.ts'
import { describeBrowser, useBrowser, waitForHydration } from '../support/browser.ts'
import { usePrivatePlatform } from '../support/private-platform.ts'

describeBrowser('accounts and the access flow', () => {
  const browser = useBrowser()

  it('a new candidate signs up, confirms from the mailbox and signs in', async () => {
    const page = await browser.newPage()
    const email = uniqueEmail('new.candidate')
    await page.goto('/signup')
    await waitForHydration(page)
    await page.getByLabel('氏名').fill('新井 花子')
    await page.getByLabel('メールアドレス').fill(email)
    await page.getByLabel('パスワード').fill('short')
    await page.getByRole('button', { name: '登録する' }).click()
    await page.getByText('8文字以上で入力してください').waitFor()

    await page.getByLabel('パスワード').fill('a-long-enough-password')
    await page.getByRole('button', { name: '登録する' }).click()
    await page.getByTestId('form-success').waitFor()

    await page.goto('/dev/mails')
    const mail = page.locator('li').filter({ hasText: email }).first()
    const href = await mail.getByRole('link', { name: /\/confirm\?token=/ }).getAttribute('href')
    const confirmUrl = new URL(String(href))
    await page.goto(confirmUrl.pathname + confirmUrl.search)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'メールアドレスを確認する' }).click()
    await page.getByTestId('form-success').waitFor()

    await page.goto('/login')
    await signInThroughPage(page, email, 'a-long-enough-password')
    // A new candidate starts with the registration steps.
    await page.waitForURL((url) => url.pathname === '/register_steps/career_infos/1')
    await page.locator('[data-layout="registration"]').waitFor()
    await page.goto('/')
    await page.locator('[data-layout="candidate"]').waitFor()
    await page.getByTestId('current-user-name').filter({ hasText: '新井 花子' }).waitFor()
  })

  it('shows the sign-in error for a wrong password', async () => {
    const page = await browser.newPage()
    await page.goto('/login')
    await signInThroughPage(page, DEMO.candidate, 'wrong-password')
    expect(await page.getByTestId('form-error').textContent()).toBe(
      'メールアドレスまたはパスワードが正しくありません',
    )
  })

  it('sends an anonymous visitor of the recruiter area to sign in and back', async () => {
    const page = await browser.newPage()
    await page.goto('/client/dashboard')
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/client/dashboard')
    await signInThroughPage(page, DEMO.companyMaster)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    // The address changes a moment before the new layout renders.
    await page.locator('[data-layout="client"]').waitFor()
    expect(await page.getByTestId('organisation-name').textContent()).toContain(
      '株式会社みらいキャピタル',
    )
  })

  it('an agent lands on the dashboard in the client layout', async () => {
    const page = await browser.newPage()
    await signInThroughPage(page, DEMO.agent)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    // The address changes a moment before the new layout renders.
    await page.locator('[data-layout="client"]').waitFor()
    // The candidate area is not a recruiter's: its pages send them back to the dashboard.
    await page.goto('/privacy')
    expect(new URL(page.url()).pathname).toBe('/client/dashboard')
  })

  it('a trial recruiter on a page outside their permissions sees the toast on the dashboard', async () => {
    const page = await browser.newPage()
    await signInThroughPage(page, DEMO.trial)
    await page.waitForURL((url) => url.pathname === '/client/dashboard')
    await page.goto('/__test/client/reports')
    expect(new URL(page.url()).pathname).toBe('/client/dashboard')
    expect(await page.getByTestId('toast').textContent()).toContain(
      'トライアルアカウントでは使用できません',
    )
    // Shown once: a reload does not bring it back.
    await page.reload()
    expect(await page.getByTestId('toast').count()).toBe(0)
  })

  it('a candidate on a recruiter page gets the 404 page', async () => {
    const page = await browser.newPage()
    await signInThroughPage(page, DEMO.candidate)
    // The demo candidate stopped half-way through registration and is taken back there.
    await page.waitForURL((url) => url.pathname === '/register_steps/career_infos/3')
    const response = await page.goto('/client/dashboard')
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('ページが見つかりませんでした')
  })

  it('an administrator lands in the admin area; a rule sends other users away', async () => {
    const admin = await browser.newPage()
    await signInThroughPage(admin, DEMO.administrator)
    await admin.waitForURL((url) => url.pathname === '/admin')
    // Pages outside the admin area send an administrator back into it.
    await admin.goto('/client/dashboard')
    expect(new URL(admin.url()).pathname).toBe('/admin')
    await waitForHydration(admin)
    await admin
      .getByTestId('admin-navigation')
      .getByRole('link', { name: 'リダイレクトルール' })
      .click()
    await admin.waitForURL((url) => url.pathname === '/admin/redirect_rules')
    await waitForHydration(admin)
    await admin.getByLabel('対象のパス').fill('/old-campaign/')
    await admin.getByLabel('移動先').fill('/privacy')
    await admin.getByRole('button', { name: '追加する' }).click()
    await admin.getByTestId('redirect-rule').filter({ hasText: '/old-campaign' }).waitFor()

    const candidate = await browser.newPage()
    await signInThroughPage(candidate, DEMO.candidate)
    await candidate.waitForURL((url) => url.pathname.startsWith('/register_steps/'))
    await candidate.goto('/old-campaign')
    expect(new URL(candidate.url()).pathname).toBe('/privacy')

    // Anonymous visitors are not redirected: the rule lookup is for signed-in users.
    const visitor = await browser.newPage()
    const response = await visitor.goto('/old-campaign')
    expect(response?.status()).toBe(404)

    await admin
      .getByTestId('redirect-rule')
      .filter({ hasText: '/old-campaign' })
      .getByRole('button', { name: '削除' })
      .click()
    await admin.getByText('ルールを削除しました').waitFor()
  })

  it('a candidate who forgot the password resets it from the mailed link', async () => {
    const page = await browser.newPage()
    const { email } = await createCandidate({ hasFinishedProfile: true })
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click()
    // The sign-in form has an address field too: wait until the new page has replaced it.
    await page.locator('h1', { hasText: 'パスワードの再設定' }).waitFor()
    await page.getByLabel('メールアドレス').fill(email)
    await page.getByRole('button', { name: '再設定メールを送信する' }).click()
    await page.getByTestId('form-success').waitFor()

    // The reset mail is written by a background job, a moment after the answer.
    await findMailedLink(email, '/password/reset')
    await page.goto('/dev/mails')
    const mail = page
      .locator('li')
      .filter({ hasText: email })
      .filter({ hasText: 'パスワードの再設定' })
    const href = await mail
      .first()
      .getByRole('link', { name: /\/password\/reset\?token=/ })
      .getAttribute('href')
    const resetUrl = new URL(String(href))
    await page.goto(resetUrl.pathname + resetUrl.search)
    await waitForHydration(page)
    // Required fields carry an asterisk in their label.
    await page.getByLabel(/^新しいパスワード\s*\*?$/).fill('reset-password-1')
    await page.getByLabel('新しいパスワード（確認）').fill('reset-password-2')
    await page.getByRole('button', { name: 'パスワードを変更する' }).click()
    await page.getByText('新しいパスワードと一致しません').waitFor()
    await page.getByLabel('新しいパスワード（確認）').fill('reset-password-1')
    await page.getByRole('button', { name: 'パスワードを変更する' }).click()
    await page.getByTestId('form-success').waitFor()

    await page.goto('/login')
    await signInThroughPage(page, email, 'reset-password-1')
    await page.waitForURL((url) => url.pathname === '/')
    await page.locator('[data-testid="current-user-name"]').waitFor()
  })

  // No page or API makes recruiter accounts: the demo's recruiter changes the password on a
  // platform of this suite's own, so no other test signs in to an account changed under it.
  describe('on a platform of its own', () => {
    const platform = usePrivatePlatform()

    it('a recruiter changes the password, seeing each error message first', async () => {
      const page = await browser.newPage({ baseUrl: platform.baseUrl() })
      await signInThroughPage(page, DEMO.companyNormal)
      await page.waitForURL((url) => url.pathname === '/client/dashboard')
      await page.goto('/client/passwords/edit')
      await waitForHydration(page)
      const fill = async (current: string, next: string, confirmation: string) => {
        await page.getByLabel('現在のパスワード').fill(current)
        await page.getByLabel('新しいパスワード', { exact: true }).fill(next)
        await page.getByLabel('新しいパスワード（確認）').fill(confirmation)
        await page.getByRole('button', { name: '変更する' }).click()
      }
      await fill('kakehashi-demo', 'brand-new-pass', 'brand-new-typo')
      await page.getByText('新しいパスワードと一致しません').waitFor()
      await fill('kakehashi-demo', 'short', 'short')
      await page.getByText('8文字以上で入力してください').waitFor()
      await fill('not-my-password', 'brand-new-pass', 'brand-new-pass')
      await page.getByText('現在のパスワードが正しくありません').waitFor()
      await fill('kakehashi-demo', 'brand-new-pass', 'brand-new-pass')
      await page.getByTestId('form-success').waitFor()
      expect(await page.getByTestId('form-success').textContent()).toBe('パスワードを変更しました')

      await page.getByRole('button', { name: 'ログアウト' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await signInThroughPage(page, DEMO.companyNormal, 'brand-new-pass')
      await page.waitForURL((url) => url.pathname === '/client/dashboard')
    })
  })
})
