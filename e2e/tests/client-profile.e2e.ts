import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import {
  createRecruiter,
  findMailedLink,
  signInThroughPage,
  signInWithApi,
  uniqueEmail,
} from '../support/accounts.ts'
import {
  baseUrl,
  describeBrowser,
  readInEnglish,
  useBrowser,
  waitForHydration,
} from '../support/browser.ts'

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function writeIcon(): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-icon-'))
  const file = path.join(directory, 'face.png')
  await writeFile(file, PNG)
  return file
}

describeBrowser('the recruiter profile', () => {
  const browser = useBrowser()

  it('an agent edits the profile, sets an icon, changes the address by the mailed link and signs in with it', async () => {
    const account = await createRecruiter({ roleType: 'Agent' })
    const page = await browser.newPage()
    await signInWithApi(page, account)
    await page.goto('/client/profile')
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('プロフィール編集')
    expect(await page.getByLabel('メールアドレス').inputValue()).toBe(account.email)

    await page.getByLabel('表示名').fill('試験 花子')
    await page.getByLabel('前職').fill('外資系コンサルティングファーム')
    await page.getByLabel('自己PR').fill('金融業界への転職を支援しています。')
    await page.getByText('17 / 2500文字').waitFor()
    // The university comes from the suggestions; any other name may be typed as it is.
    await page.getByRole('combobox', { name: '出身大学' }).fill('東京大')
    await page.getByRole('option', { name: '東京大学', exact: true }).click()
    await page.getByRole('checkbox', { name: '金融業界専門' }).check()
    await page.locator('input[type="file"][name="icon"]').setInputFiles(await writeIcon())
    await page.getByText('保存すると「face.png」がアイコンになります').waitFor()

    await page.getByRole('button', { name: '更新する' }).click()
    await page
      .getByTestId('profile-saved')
      .filter({ hasText: 'プロフィールを更新しました' })
      .waitFor()
    const icon = page.getByRole('img', { name: 'アイコン画像' })
    await expect
      .poll(() => icon.getAttribute('src'))
      .toMatch(/^\/api\/v3\/client\/profile_icons\/\d+\?v=\d+$/)
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    // What was saved is what the page shows after a reload.
    await page.reload()
    await waitForHydration(page)
    expect(await page.getByLabel('表示名').inputValue()).toBe('試験 花子')
    expect(await page.getByRole('combobox', { name: '出身大学' }).inputValue()).toBe('東京大学')
    expect(await page.getByRole('checkbox', { name: '金融業界専門' }).isChecked()).toBe(true)
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    // A new address waits for its mailbox: the field keeps the address that signs in until then.
    const newEmail = uniqueEmail('recruiter.moved')
    await page.getByLabel('メールアドレス').fill(newEmail)
    await page.getByRole('button', { name: '更新する' }).click()
    await page
      .getByTestId('profile-saved')
      .filter({ hasText: '新しいメールアドレスに確認メールを送信しました' })
      .waitFor()
    expect(await page.getByTestId('pending-email').textContent()).toBe(`確認待ち: ${newEmail}`)
    expect(await page.getByLabel('メールアドレス').inputValue()).toBe(account.email)

    await page.goto(await findMailedLink(newEmail, '/client/email_change/confirm'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'メールアドレスを変更する' }).click()
    expect(await page.getByTestId('form-success').textContent()).toContain(newEmail)

    const signedOut = await browser.newPage()
    await signInThroughPage(signedOut, newEmail, account.password)
    await signedOut.waitForURL((url) => url.pathname === '/client/dashboard')
    const oldAddress = await fetch(new URL('/api/v3/sessions', baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    expect(oldAddress.status).toBe(401)

    // The same page in English.
    await readInEnglish(signedOut)
    await signedOut.goto('/client/profile')
    await waitForHydration(signedOut)
    expect(await signedOut.locator('h1').textContent()).toBe('Edit profile')
    expect(await signedOut.getByLabel('E-mail address').inputValue()).toBe(newEmail)
    await signedOut.getByRole('button', { name: 'Update' }).click()
    await signedOut.getByTestId('profile-saved').filter({ hasText: 'Profile updated' }).waitFor()
  })

  it('a used link says it is no longer valid', async () => {
    const account = await createRecruiter()
    const page = await browser.newPage()
    await signInWithApi(page, account)
    await page.goto('/client/email_change/confirm?token=no-such-token-at-all')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'メールアドレスを変更する' }).click()
    expect(await page.getByTestId('form-error').textContent()).toBe(
      'このリンクは有効期限切れか、すでに使用されています',
    )
  })

  it('a company recruiter edits the profile on a phone without agent tags', async () => {
    const account = await createRecruiter()
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await signInWithApi(page, account)
    await page.goto('/client/profile')
    await waitForHydration(page)
    expect(await page.getByRole('checkbox').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await page.getByLabel('前職').fill('営業😀')
    await page.getByRole('button', { name: '更新する' }).click()
    await page.getByText('絵文字は使用できません').waitFor()
    expect(await page.getByTestId('form-problem').textContent()).toBe('入力内容に問題があります')

    await page.getByLabel('前職').fill('営業')
    await page.getByRole('button', { name: '更新する' }).click()
    await page
      .getByTestId('profile-saved')
      .filter({ hasText: 'プロフィールを更新しました' })
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
