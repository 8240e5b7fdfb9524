import { createUser, mailOutbox } from '@kakehashi/db'
import { desc } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createTestApp, signInAdministrator, signInCandidate, testConfig } from './helpers.ts'

type App = Awaited<ReturnType<typeof createTestApp>>['app']
type Database = Awaited<ReturnType<typeof createTestApp>>['database']

async function latestMail(database: Database) {
  const [mail] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)
  return mail
}

function tokenFrom(text: string, path: string): string {
  const match = text.match(new RegExp(`${path}\\?token=([\\w-]+)`))
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`)
  return match[1]
}

function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie']
  const first = Array.isArray(header) ? header[0] : String(header)
  return first.split(';')[0]!
}

async function signIn(app: App, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email, password } })
}

describe('candidate sign-up, confirmation and sign-in', () => {
  it('mails a confirmation link; the account signs in only after confirming', async () => {
    const { app, database } = await createTestApp()
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/registrations',
      headers: { cookie: 'i18n_redirected=ja' },
      payload: {
        email: 'Hanako.Sato@example.jp',
        password: 'correct-horse',
        full_name: '佐藤 花子',
      },
    })
    expect(registered.statusCode).toBe(202)

    const mail = await latestMail(database)
    expect(mail?.toAddress).toBe('hanako.sato@example.jp')
    expect(mail?.subject).toBe('【Kakehashi】メールアドレスの確認')

    const early = await signIn(app, 'hanako.sato@example.jp', 'correct-horse')
    expect(early.statusCode).toBe(403)
    expect(early.json().error.code).toBe('emailNotConfirmed')

    const token = tokenFrom(mail!.textBody, '/confirm')
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v3/confirmations',
      payload: { token },
    })
    expect(confirmed.statusCode).toBe(204)
    const reused = await app.inject({
      method: 'POST',
      url: '/api/v3/confirmations',
      payload: { token },
    })
    expect(reused.statusCode).toBe(422)
    expect(reused.json().error.code).toBe('invalidToken')

    const signedIn = await signIn(app, 'HANAKO.SATO@example.jp', 'correct-horse')
    expect(signedIn.statusCode).toBe(201)
    const body = signedIn.json()
    expect(body.current_user).toMatchObject({
      email: 'hanako.sato@example.jp',
      role_type: 'Candidate',
      profile: { full_name: '佐藤 花子' },
      account_type: null,
      trial_recruiter: false,
      organisation: null,
    })
    const cookie = String(signedIn.headers['set-cookie'])
    expect(cookie).toContain('kakehashi_session=')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
  })

  it('answers a second sign-up for a taken address the same way and mails its owner', async () => {
    const { app, database } = await createTestApp()
    await createUser(database.db, { email: 'taken@example.jp' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/registrations',
      headers: { cookie: 'i18n_redirected=en' },
      payload: { email: 'taken@example.jp', password: 'another-password', full_name: 'Someone' },
    })
    expect(response.statusCode).toBe(202)
    expect((await latestMail(database))?.subject).toBe(
      '[Kakehashi] This address is already registered',
    )
  })

  it('refuses unknown addresses and wrong passwords with one answer', async () => {
    const { app, database } = await createTestApp()
    await createUser(database.db, { email: 'known@example.jp', password: 'right-password' })
    const wrong = await signIn(app, 'known@example.jp', 'wrong-password')
    const unknown = await signIn(app, 'nobody@example.jp', 'wrong-password')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
  })
})

describe('sessions', () => {
  it('works as a cookie and as a bearer token, and ends at sign-out', async () => {
    const { app, database } = await createTestApp()
    const user = await createUser(database.db, {
      roleType: 'Agent',
      email: 'agent@example.jp',
      password: 'agent-password',
    })
    const signedIn = await signIn(app, 'agent@example.jp', 'agent-password')
    const cookie = cookieFrom(signedIn)
    const token = signedIn.json().auth_token as string

    const anonymous = await app.inject({ method: 'GET', url: '/api/v3/sessions' })
    expect(anonymous.json()).toEqual({ authenticated: false, current_user: null })

    const byCookie = await app.inject({
      method: 'GET',
      url: '/api/v3/sessions',
      headers: { cookie },
    })
    expect(byCookie.json().current_user).toMatchObject({
      id: user.id,
      role_type: 'Agent',
      account_type: 'master',
      trial_recruiter: false,
      organisation: { id: user.organisationId },
    })
    const byBearer = await app.inject({
      method: 'GET',
      url: '/api/v3/sessions',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(byBearer.json().authenticated).toBe(true)

    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/api/v3/sessions',
      headers: { cookie },
    })
    expect(signedOut.statusCode).toBe(204)
    expect(String(signedOut.headers['set-cookie'])).toMatch(/kakehashi_session=;/)
    const after = await app.inject({
      method: 'GET',
      url: '/api/v3/sessions',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(after.json().authenticated).toBe(false)
  })

  it('marks the cookie Secure when the site is served over https', async () => {
    const { app, database } = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    await createUser(database.db, { email: 'tls@example.jp', password: 'tls-password' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'tls@example.jp', password: 'tls-password' },
    })
    expect(response.statusCode).toBe(201)
    expect(String(response.headers['set-cookie'])).toContain('Secure')
  })

  it('refuses a cookie-authenticated write from another site', async () => {
    const { app, database } = await createTestApp()
    await createUser(database.db, { email: 'c@example.jp', password: 'c-password' })
    const cookie = cookieFrom(await signIn(app, 'c@example.jp', 'c-password'))
    const crossSite = await app.inject({
      method: 'DELETE',
      url: '/api/v3/sessions',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(crossSite.statusCode).toBe(403)
    const fetchSite = await app.inject({
      method: 'DELETE',
      url: '/api/v3/sessions',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(fetchSite.statusCode).toBe(403)
    const sameSite = await app.inject({
      method: 'DELETE',
      url: '/api/v3/sessions',
      headers: { cookie, origin: 'http://localhost:3000' },
    })
    expect(sameSite.statusCode).toBe(204)
  })

  it('limits sign-in attempts per account with 429 and a clear message', async () => {
    const { app, database } = await createTestApp()
    await createUser(database.db, { email: 'target@example.jp', password: 'target-password' })
    const limit = testConfig().signInLimits.perAccount
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await signIn(app, 'target@example.jp', 'guess')).statusCode).toBe(401)
    }
    const blocked = await signIn(app, 'target@example.jp', 'target-password')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().error).toMatchObject({ code: 'tooManyRequests' })
    expect(blocked.json().error.message).toMatch(/try again in \d+ minutes/)
    // Another account from the same address is not blocked by this one's limit.
    await createUser(database.db, { email: 'other@example.jp', password: 'other-password' })
    expect((await signIn(app, 'other@example.jp', 'other-password')).statusCode).toBe(201)
  })
})

describe('password reset', () => {
  it('mails a link for known addresses only, sets the new password and ends old sessions', async () => {
    const { app, database } = await createTestApp()
    await createUser(database.db, { email: 'forgetful@example.jp', password: 'old-password' })
    const oldCookie = cookieFrom(await signIn(app, 'forgetful@example.jp', 'old-password'))

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v3/password_resets',
      payload: { email: 'stranger@example.jp' },
    })
    expect(unknown.statusCode).toBe(202)

    const known = await app.inject({
      method: 'POST',
      url: '/api/v3/password_resets',
      payload: { email: 'forgetful@example.jp' },
    })
    expect(known.statusCode).toBe(202)
    expect(known.json()).toEqual(unknown.json())
    // The mail is written by a background job after the answer; only the known address gets one.
    const mail = await vi.waitFor(
      async () => {
        const found = await latestMail(database)
        if (!found) throw new Error('no mail yet')
        return found
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(mail.toAddress).toBe('forgetful@example.jp')
    expect(await database.db.$count(mailOutbox)).toBe(1)
    const token = tokenFrom(mail.textBody, '/password/reset')

    const mismatch = await app.inject({
      method: 'PUT',
      url: '/api/v3/password_resets',
      payload: { token, password: 'new-password', password_confirmation: 'other' },
    })
    expect(mismatch.statusCode).toBe(422)

    const reset = await app.inject({
      method: 'PUT',
      url: '/api/v3/password_resets',
      payload: { token, password: 'new-password', password_confirmation: 'new-password' },
    })
    expect(reset.statusCode).toBe(204)
    const old = await app.inject({
      method: 'GET',
      url: '/api/v3/sessions',
      headers: { cookie: oldCookie },
    })
    expect(old.json().authenticated).toBe(false)
    expect((await signIn(app, 'forgetful@example.jp', 'old-password')).statusCode).toBe(401)
    expect((await signIn(app, 'forgetful@example.jp', 'new-password')).statusCode).toBe(201)
  })
})

describe('recruiter password change', () => {
  it('checks the current password, the minimum and the confirmation, then ends other sessions', async () => {
    const { app, database } = await createTestApp()
    await createUser(database.db, {
      roleType: 'CompanyUser',
      email: 'recruiter@example.jp',
      password: 'current-password',
    })
    const cookie = cookieFrom(await signIn(app, 'recruiter@example.jp', 'current-password'))
    const otherDevice = cookieFrom(await signIn(app, 'recruiter@example.jp', 'current-password'))
    const change = (payload: object, locale = 'en') =>
      app.inject({
        method: 'PUT',
        url: '/api/v3/client/passwords',
        headers: { cookie: `${cookie}; i18n_redirected=${locale}` },
        payload,
      })

    const mismatch = await change({
      current_password: 'current-password',
      password: 'brand-new-password',
      password_confirmation: 'different',
    })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().error.issues).toContainEqual(
      expect.objectContaining({
        path: ['body', 'password_confirmation'],
        message: 'Does not match new password',
      }),
    )

    const short = await change(
      { current_password: 'current-password', password: 'short', password_confirmation: 'short' },
      'ja',
    )
    expect(short.statusCode).toBe(422)
    expect(short.json().error.issues).toContainEqual(
      expect.objectContaining({
        path: ['body', 'password'],
        message: '8文字以上で入力してください',
      }),
    )

    const wrongCurrent = await change({
      current_password: 'not-it',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    })
    expect(wrongCurrent.statusCode).toBe(422)
    expect(wrongCurrent.json().error.issues).toContainEqual(
      expect.objectContaining({
        path: ['body', 'current_password'],
        message: 'The current password is incorrect',
      }),
    )

    const done = await change({
      current_password: 'current-password',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    })
    expect(done.statusCode).toBe(204)
    const same = await app.inject({ method: 'GET', url: '/api/v3/sessions', headers: { cookie } })
    expect(same.json().authenticated).toBe(true)
    const other = await app.inject({
      method: 'GET',
      url: '/api/v3/sessions',
      headers: { cookie: otherDevice },
    })
    expect(other.json().authenticated).toBe(false)
  })
})

describe('redirect rules', () => {
  it('an administrator edits rules that signed-in users look up without the trailing slash', async () => {
    const { app, database } = await createTestApp()
    const admin = (await signInAdministrator(database.db)).cookie
    const candidate = (await signInCandidate(database.db)).cookie

    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/admin/redirect_rules',
      headers: { cookie: admin },
      payload: { current_path: '/old-page/', redirect_to: '/privacy' },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ current_path: '/old-page', redirect_to: '/privacy' })

    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/v3/admin/redirect_rules',
      headers: { cookie: admin },
      payload: { current_path: '/old-page', redirect_to: '/cookie' },
    })
    expect(duplicate.statusCode).toBe(409)

    const lookup = (path: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v3/me/redirect_rule?current_path=${encodeURIComponent(path)}`,
        headers: { cookie: candidate },
      })
    expect((await lookup('/old-page/')).json()).toEqual({ redirect_to: '/privacy' })
    expect((await lookup('/elsewhere')).json()).toEqual({ redirect_to: null })

    const byCandidate = await app.inject({
      method: 'GET',
      url: '/api/v3/admin/redirect_rules',
      headers: { cookie: candidate },
    })
    expect(byCandidate.statusCode).toBe(403)

    const id = created.json().id
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v3/admin/redirect_rules/${id}`,
      headers: { cookie: admin },
    })
    expect(removed.statusCode).toBe(204)
    expect((await lookup('/old-page')).json()).toEqual({ redirect_to: null })
  })
})
