import type { Page } from 'playwright-core'
import { callApi } from './api.ts'
import { type BrowserSession, baseUrl, waitForHydration } from './browser.ts'

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

/** A candidate a test made for itself: nothing else uses the account. */
export interface CandidateAccount {
  email: string
  password: string
  fullName: string
}

const CANDIDATE_PASSWORD = 'candidate-password-1'

/** An address no other test (or earlier run against the same database) has used. */
export function uniqueEmail(prefix = 'candidate'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.jp`
}

/** How long a mail written by a background job (a password reset's) may take to arrive. */
const MAIL_WAIT_MS = 10_000

/**
 * The path and query of the link in the newest mail to `email` that leads to `pathname`, waiting
 * for it a moment: some mails are written by a background job just after the answer.
 */
export async function findMailedLink(
  email: string,
  pathname: string,
  base = baseUrl(),
): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS
  for (;;) {
    const { mails } = await callApi<{ mails: { to_address: string; text_body: string }[] }>(
      'GET',
      '/api/v3/dev/mails',
      { base },
    )
    for (const mail of mails) {
      if (mail.to_address !== email.toLowerCase()) continue
      const link = mail.text_body.match(/https?:\/\/\S+/g)?.find((href) => {
        return new URL(href).pathname === pathname
      })
      if (link) {
        const url = new URL(link)
        return url.pathname + url.search
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${email} with a link to ${pathname}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * A new candidate, signed up through the API and confirmed from the mailbox as the sign-up page
 * and the mailed link do; not signed in on any page yet. With `hasFinishedProfile` the
 * registration steps are filled in and finished too, as for a candidate recruiters can find.
 */
export async function createCandidate(
  options: {
    fullName?: string
    password?: string
    hasFinishedProfile?: boolean
    base?: string
  } = {},
): Promise<CandidateAccount> {
  const account = {
    email: uniqueEmail(),
    password: options.password ?? CANDIDATE_PASSWORD,
    fullName: options.fullName ?? '試験 太郎',
  }
  const base = options.base ?? baseUrl()
  await callApi('POST', '/api/v3/candidate/registrations', {
    base,
    body: { email: account.email, password: account.password, full_name: account.fullName },
  })
  const link = await findMailedLink(account.email, '/confirm', base)
  const token = new URLSearchParams(link.split('?')[1]).get('token')
  await callApi('POST', '/api/v3/confirmations', { base, body: { token } })
  if (options.hasFinishedProfile) {
    const session = await callApi<{ auth_token: string }>('POST', '/api/v3/sessions', {
      base,
      body: { email: account.email, password: account.password },
    })
    await finishProfile(session.auth_token, account.fullName, base)
  }
  return account
}

/** A recruiter a test made for itself, beside a demo colleague or in the first demo firm of its kind. */
export interface RecruiterAccount {
  email: string
  password: string
  userId: number
}

export async function createRecruiter(
  options: {
    roleType?: 'CompanyUser' | 'Agent'
    colleagueEmail?: string
    /** In a new organisation, for a test that changes what the organisation keeps. */
    ownOrganisation?: boolean
  } = {},
): Promise<RecruiterAccount> {
  const made = await callApi<{ email: string; password: string; user_id: number }>(
    'POST',
    '/api/v3/__test/recruiters',
    {
      body: {
        role_type: options.roleType ?? 'CompanyUser',
        ...(options.colleagueEmail ? { colleague_email: options.colleagueEmail } : {}),
        ...(options.ownOrganisation ? { own_organisation: true } : {}),
      },
    },
  )
  return { email: made.email, password: made.password, userId: made.user_id }
}

/**
 * Signs in through the API inside the page's browser context, so its pages are signed in from the
 * next load on. Returns the session's bearer token for API calls as the same user.
 */
export async function signInWithApi(
  page: Page,
  account: Pick<CandidateAccount, 'email' | 'password'>,
  base = baseUrl(),
): Promise<string> {
  const response = await page.request.post(new URL('/api/v3/sessions', base).href, {
    data: { email: account.email, password: account.password },
  })
  if (response.status() !== 201) {
    throw new Error(`Signing in ${account.email} answered ${response.status()}`)
  }
  return ((await response.json()) as { auth_token: string }).auth_token
}

/** Saves the five registration steps with plausible answers and finishes, as the pages would. */
export async function finishProfile(token: string, fullName: string, base = baseUrl()) {
  const steps: Record<number, unknown> = {
    1: {
      full_name: fullName,
      full_name_kana: 'しけん たろう',
      gender: 'male',
      birth_date: '1988-04-12',
      prefecture_id: 13,
      phone: '09011112222',
    },
    2: {
      current_annual_income: 750,
      careers: [
        {
          company_name: '株式会社みらいキャピタル',
          position: '経理マネージャー',
          started_on: '2015-04',
          ended_on: '',
          description: '連結決算と予算管理を担当しています。',
        },
      ],
    },
    3: { toeic_score: 820 },
    4: {
      request_annual_income: 900,
      job_change_timing: 'if_good_offer',
      career_wish: '経営企画として事業の成長に関わりたいです。',
    },
    5: { self_pr: '連結決算とFP&Aの経験があります。'.repeat(15), skill: 'Excel、SQL' },
  }
  for (const [step, body] of Object.entries(steps)) {
    await callApi('PUT', `/api/v3/candidate/career_infos/${step}`, { base, token, body })
  }
  await callApi('POST', '/api/v3/candidate/career_infos/finish', { base, token })
}

/**
 * A new candidate signed in on a new page (no page loaded yet). With `hasFinishedProfile` the
 * registration steps are filled in and finished first, as for a candidate recruiters can find.
 */
export async function newCandidatePage(
  browser: BrowserSession,
  options: {
    fullName?: string
    hasFinishedProfile?: boolean
    viewport?: { width: number; height: number }
    baseUrl?: string
  } = {},
): Promise<CandidateAccount & { page: Page; token: string }> {
  const base = options.baseUrl ?? baseUrl()
  const account = await createCandidate({ fullName: options.fullName, base })
  const page = await browser.newPage({ viewport: options.viewport, baseUrl: base })
  const token = await signInWithApi(page, account, base)
  if (options.hasFinishedProfile) await finishProfile(token, account.fullName, base)
  return { ...account, page, token }
}
