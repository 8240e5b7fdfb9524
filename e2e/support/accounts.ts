import type { Page } from 'playwright-core'
import { waitForHydration } from './browser.ts'

export const DEMO_PASSWORD = 'kakehashi-demo'
export const DEMO = {
  candidate: 'candidate1@example.com',
  companyMaster: 'master@mirai-capital.example.com',
  companyNormal: 'normal@mirai-capital.example.com',
  trial: 'trial@aozora-pharma.example.com',
  agent: 'master@bridge-career.example.com',
  administrator: 'admin@kakehashi.example.com',
} as const

/** Signs in through the login page, as a person would. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login')
  await waitForHydration(page)
  await page.getByLabel(/メールアドレス|E-mail address/).fill(email)
  await page.getByLabel(/^(パスワード|Password)/).fill(password)
  await page.getByRole('button', { name: /ログインする|Sign in/ }).click()
}

/** Signs a new candidate up through the pages, confirms from the mailbox and signs in. */
export async function signUpCandidate(page: Page, fullName: string, password: string) {
  const email = `candidate.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.jp`
  await page.goto('/signup')
  await waitForHydration(page)
  await page.getByLabel('氏名').fill(fullName)
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('パスワード').fill(password)
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
  await signInThroughPage(page, email, password)
  // A new candidate is taken to the first registration step.
  await page.waitForURL((url) => url.pathname === '/register_steps/career_infos/1')
  return email
}
