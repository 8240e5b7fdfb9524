import { SESSION_COOKIE } from '@kakehashi/contracts'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { LINE_FLOW_COOKIE } from '../src/modules/line/line-flow-cookie.ts'
import { createTestApp, signInCandidate } from './helpers.ts'

const CHANNEL_ID = '1650000000'
const CHANNEL_SECRET = 'test-line-channel-secret'
const SUCCESS = '/users/auth/line/success'

// A real OpenID provider on loopback: discovery, JWKS, PKCE, nonce and signed ID tokens are all
// checked by openid-client exactly as against LINE.
let provider: OAuth2Server
let subject = 'U0000000000000000000000000000001'

beforeAll(async () => {
  provider = new OAuth2Server()
  await provider.issuer.keys.generate('RS256')
  await provider.start(0, '127.0.0.1')
  provider.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = subject
    token.payload.aud = CHANNEL_ID
  })
})

afterAll(async () => {
  await provider?.stop()
})

beforeEach(() => {
  subject = `U${crypto.randomUUID().replaceAll('-', '')}`
})

async function createLineApp() {
  return createTestApp({
    env: {
      LINE_CHANNEL_ID: CHANNEL_ID,
      LINE_CHANNEL_SECRET: CHANNEL_SECRET,
      LINE_ISSUER: provider.issuer.url!,
      PUBLIC_BASE_URL: 'http://localhost',
    },
  })
}

function cookieHeader(...cookies: (string | undefined)[]) {
  return cookies.filter(Boolean).join('; ')
}

/** Starts a flow, lets the provider approve it, and returns what the callback needs. */
async function authorize(app: App, query: string, sessionCookie?: string) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/v3/auth/line?${query}`,
    headers: sessionCookie ? { cookie: sessionCookie } : {},
  })
  expect(start.statusCode, start.body).toBe(302)
  const flow = start.cookies.find((cookie) => cookie.name === LINE_FLOW_COOKIE)
  expect(flow).toBeDefined()
  const approved = await fetch(start.headers.location as string, { redirect: 'manual' })
  expect(approved.status).toBe(302)
  const callback = new URL(approved.headers.get('location') as string)
  return { start, flowCookie: `${LINE_FLOW_COOKIE}=${flow!.value}`, callback }
}

async function roundTrip(app: App, query: string, sessionCookie?: string) {
  const { flowCookie, callback } = await authorize(app, query, sessionCookie)
  return app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookieHeader(sessionCookie, flowCookie) },
  })
}

async function isLinked(app: App, sessionCookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v3/me/line_settings',
    headers: { cookie: sessionCookie },
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { is_account_linked: boolean }).is_account_linked
}

describe('LINE sign-in and linking', () => {
  it('says whether LINE is available', async () => {
    const { app } = await createLineApp()
    const response = await app.inject({ method: 'GET', url: '/api/v3/auth/line/status' })
    expect(response.json()).toEqual({ enabled: true })
  })

  it('sends the browser to the provider with PKCE, state, nonce and a short-lived sealed cookie', async () => {
    const { app } = await createLineApp()
    const { start } = await authorize(app, 'intent=sign_in')
    const location = new URL(start.headers.location as string)
    expect(location.origin + location.pathname).toBe(`${provider.issuer.url}/authorize`)
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: CHANNEL_ID,
      response_type: 'code',
      scope: 'openid profile',
      redirect_uri: 'http://localhost/api/v3/auth/line/callback',
      code_challenge_method: 'S256',
    })
    expect(location.searchParams.get('state')).toBeTruthy()
    expect(location.searchParams.get('nonce')).toBeTruthy()
    expect(location.searchParams.get('code_challenge')).toBeTruthy()

    const flow = start.cookies.find((cookie) => cookie.name === LINE_FLOW_COOKIE)!
    expect(flow).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v3/auth/line',
      maxAge: 600,
    })
    // Sealed, not merely signed: the verifier and nonce are not readable in the browser.
    expect(flow.value).not.toContain(location.searchParams.get('state'))
    expect(Buffer.from(flow.value, 'base64url').toString('latin1')).not.toContain('nonce')
  })

  it('links the signed-in account, then unlinks it idempotently', async () => {
    const { app } = await createLineApp()
    const { cookie } = await signInCandidate(app.database.db)
    expect(await isLinked(app, cookie)).toBe(false)

    const callback = await roundTrip(
      app,
      'intent=link&redirect_url=%2Fsetting%2Fline%2Funlink',
      cookie,
    )
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe(
      `${SUCCESS}?result=linked&redirect_url=%2Fsetting%2Fline%2Funlink`,
    )
    // The flow cookie is spent.
    expect(callback.cookies.find((c) => c.name === LINE_FLOW_COOKIE)?.value).toBe('')
    expect(await isLinked(app, cookie)).toBe(true)

    for (let attempt = 0; attempt < 2; attempt++) {
      const unlink = await app.inject({
        method: 'DELETE',
        url: '/api/v3/me/line_settings',
        headers: { cookie },
      })
      expect(unlink.statusCode).toBe(204)
      expect(await isLinked(app, cookie)).toBe(false)
    }
  })

  it('signs in with a linked LINE account and the session works', async () => {
    const { app } = await createLineApp()
    const { user, cookie } = await signInCandidate(app.database.db)
    await roundTrip(app, 'intent=link', cookie)

    const callback = await roundTrip(app, 'intent=sign_in&redirect_url=%2Fjob_infos%2F12')
    expect(callback.headers.location).toBe(
      `${SUCCESS}?result=signed_in&redirect_url=%2Fjob_infos%2F12`,
    )
    const session = callback.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(session?.value).toBeTruthy()
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

    const state = await app.inject({
      method: 'GET',
      url: '/api/v3/sessions',
      headers: { cookie: `${SESSION_COOKIE}=${session!.value}` },
    })
    expect(state.json()).toMatchObject({
      authenticated: true,
      current_user: { id: user.id, email: user.email },
    })
  })

  it('sends an unknown LINE account to the login page without a session', async () => {
    const { app } = await createLineApp()
    const callback = await roundTrip(app, 'intent=sign_in')
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/login?line=not_linked')
    expect(callback.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })

  it('refuses a LINE account linked elsewhere, and a second LINE account for one user', async () => {
    const { app } = await createLineApp()
    const first = await signInCandidate(app.database.db)
    const second = await signInCandidate(app.database.db)
    await roundTrip(app, 'intent=link', first.cookie)

    const taken = await roundTrip(app, 'intent=link&redirect_url=%2F', second.cookie)
    expect(taken.headers.location).toBe(`${SUCCESS}?error=already_linked&redirect_url=%2F`)
    expect(await isLinked(app, second.cookie)).toBe(false)

    subject = 'U-another-line-account'
    const another = await roundTrip(app, 'intent=link', first.cookie)
    expect(another.headers.location).toBe(`${SUCCESS}?error=already_linked`)

    // The same LINE account again is simply still linked.
    subject = (await app.database.executeSql('select subject from line_identities')).rows[0].subject
    const again = await roundTrip(app, 'intent=link', first.cookie)
    expect(again.headers.location).toBe(`${SUCCESS}?result=linked`)
  })

  it('needs a session to start linking, and the same session to finish it', async () => {
    const { app } = await createLineApp()
    const anonymous = await app.inject({ method: 'GET', url: '/api/v3/auth/line?intent=link' })
    expect(anonymous.statusCode).toBe(401)

    const owner = await signInCandidate(app.database.db)
    const other = await signInCandidate(app.database.db)
    const { flowCookie, callback } = await authorize(app, 'intent=link', owner.cookie)
    const swapped = await app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: cookieHeader(other.cookie, flowCookie) },
    })
    expect(swapped.headers.location).toBe(`${SUCCESS}?error=failed`)
    expect(await isLinked(app, owner.cookie)).toBe(false)
    expect(await isLinked(app, other.cookie)).toBe(false)
  })

  it('fails on a state mismatch, a missing or forged flow cookie, or a provider error', async () => {
    const { app } = await createLineApp()
    const { flowCookie, callback } = await authorize(app, 'intent=sign_in')
    const code = callback.searchParams.get('code')

    const attempts = [
      { query: `code=${code}&state=forged-state`, cookie: flowCookie },
      { query: callback.search.slice(1), cookie: undefined },
      { query: callback.search.slice(1), cookie: `${LINE_FLOW_COOKIE}=${'A'.repeat(80)}` },
      {
        query: `error=access_denied&state=${callback.searchParams.get('state')}`,
        cookie: flowCookie,
      },
    ]
    for (const attempt of attempts) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v3/auth/line/callback?${attempt.query}`,
        headers: attempt.cookie ? { cookie: attempt.cookie } : {},
      })
      expect(response.statusCode, attempt.query).toBe(302)
      expect(response.headers.location, attempt.query).toBe(`${SUCCESS}?error=failed`)
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
    }
  })

  it('keeps only same-site paths as the way back', async () => {
    const { app } = await createLineApp()
    const { cookie } = await signInCandidate(app.database.db)
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'relative/path',
    ]) {
      const callback = await roundTrip(
        app,
        `intent=link&redirect_url=${encodeURIComponent(target)}`,
        cookie,
      )
      expect(callback.headers.location, target).toBe(`${SUCCESS}?result=linked`)
    }
  })

  it('answers 503 with a clear message when LINE is not configured', async () => {
    const { app } = await createTestApp()
    const status = await app.inject({ method: 'GET', url: '/api/v3/auth/line/status' })
    expect(status.json()).toEqual({ enabled: false })

    const { cookie } = await signInCandidate(app.database.db)
    for (const [method, url] of [
      ['GET', '/api/v3/auth/line'],
      ['GET', '/api/v3/auth/line/callback?code=x&state=y'],
      ['GET', '/api/v3/me/line_settings'],
      ['DELETE', '/api/v3/me/line_settings'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { cookie } })
      expect(response.statusCode, url).toBe(503)
      expect(response.json(), url).toEqual({
        error: {
          code: 'lineNotConfigured',
          message: 'LINE sign-in is not configured on this server',
        },
      })
    }
  })
})
