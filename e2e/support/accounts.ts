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
