import { createUser, mailOutbox } from '@kakehashi/db'
import { createTestDatabase } from '@kakehashi/db/testing'
import { describe, expect, it, vi } from 'vitest'
import { type App, buildApp } from '../src/app.ts'
import { SUBRESOURCE_POLICY } from '../src/plugins/security-headers.ts'
import { hasWebBuild, registerWeb } from '../src/plugins/web.ts'
import { createTestApp, signInCandidate, testConfig } from './helpers.ts'

/** The directives of a content security policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

function nonceOf(policy: Map<string, string[]>): string {
  const source = policy.get('script-src')?.find((value) => value.startsWith("'nonce-"))
  if (!source) throw new Error('no nonce in script-src')
  return source.slice("'nonce-".length, -1)
}

/** The headers every answer carries, page or not. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
}

/** A page's policy: scripts only from here and with the answer's nonce, no framing. */
function expectPagePolicy(headers: Record<string, unknown>) {
  expectSecurityHeaders(headers)
  const policy = directives(headers['content-security-policy'])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('script-src')).toContain("'self'")
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  expect(policy.get('frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ])
  return policy
}

/** The platform with its web app, as `npm start` serves it, for one test. */
async function withWebApp(env: Record<string, string>, use: (app: App) => Promise<void>) {
  // CI builds the web app before the tests (.ci/run); a missing build is a failure, not a skip.
  expect(hasWebBuild(), 'the web app is built (npm run build)').toBe(true)
  const database = await createTestDatabase()
  const app = await buildApp(testConfig(env), { database, logger: false })
  try {
    await registerWeb(app, { mode: 'production' })
    await app.ready()
    await use(app)
  } finally {
    await app.close()
    await database.close()
  }
}

const signUp = (app: App, email: string, remoteAddress = '203.0.113.10') =>
  app.inject({
    method: 'POST',
    url: '/api/v3/candidate/registrations',
    remoteAddress,
    payload: { email, password: 'correct-horse', full_name: '佐藤 花子' },
  })

const signIn = (app: App, email: string, remoteAddress = '203.0.113.10') =>
  app.inject({
    method: 'POST',
    url: '/api/v3/sessions',
    remoteAddress,
    payload: { email, password: 'a-wrong-guess' },
  })

describe('security headers', () => {
  it('sends every answer that is not a page the closed policy and the other headers', async () => {
    const { app } = await createTestApp()
    const found = await app.inject({ method: 'GET', url: '/api/v3/prefectures' })
    const missing = await app.inject({ method: 'GET', url: '/api/v3/no_such_route' })
    expect(missing.statusCode).toBe(404)
    for (const answer of [found, missing]) {
      expectSecurityHeaders(answer.headers)
      expect(answer.headers['content-security-policy']).toBe(SUBRESOURCE_POLICY)
    }
  })

  it('allows Google Tag Manager on pages only when a container is configured', async () => {
    await withWebApp({ GTM_ID: 'GTM-TEST123' }, async (app) => {
      const page = await app.inject({ method: 'GET', url: '/privacy' })
      const policy = expectPagePolicy(page.headers)
      expect(policy.get('script-src')).toContain('https://www.googletagmanager.com')
      expect(policy.get('connect-src')).toContain('https://*.google-analytics.com')
    })
  })

  it('gives every inline script of a page the nonce of its policy, a new one each time', async () => {
    await withWebApp({}, async (app) => {
      const page = await app.inject({ method: 'GET', url: '/privacy' })
      expect(page.statusCode).toBe(200)
      const policy = expectPagePolicy(page.headers)
      // No tag manager without a container.
      expect(String(page.headers['content-security-policy'])).not.toContain('googletagmanager')
      const nonce = nonceOf(policy)
      const inlineScripts = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
        .map((match) => match[1] ?? '')
        .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))
      expect(inlineScripts.length).toBeGreaterThan(0)
      for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`)
      const again = await app.inject({ method: 'GET', url: '/privacy' })
      const nonceAgain = nonceOf(expectPagePolicy(again.headers))
      expect(nonceAgain).not.toBe(nonce)
      expect(again.body).toContain(`nonce="${nonceAgain}"`)
      expect(again.body).not.toContain(nonce)
      // An anonymous visitor's page keeps the caching its route gives; a signed-in visitor's
      // is never kept.
      expect(page.headers['cache-control']).not.toContain('no-store')
      const candidate = await signInCandidate(app.database.db)
      const signedIn = await app.inject({
        method: 'GET',
        url: '/privacy',
        headers: { cookie: candidate.cookie },
      })
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.headers['cache-control']).toBe('private, no-store')
    })
  })
})

describe('caching of personal answers', () => {
  it('marks answers to a signed-in caller and personal routes private, no-store', async () => {
    const { app, database } = await createTestApp()
    const candidate = await signInCandidate(database.db)

    const anonymousList = await app.inject({ method: 'GET', url: '/api/v3/companies' })
    expect(anonymousList.statusCode).toBe(200)
    expect(anonymousList.headers['cache-control']).toBeUndefined()
    const reference = await app.inject({
      method: 'GET',
      url: '/api/v3/prefectures',
      headers: candidate.headers,
    })
    // The same for everyone: its own caching stays.
    expect(reference.headers['cache-control']).toBe('public, max-age=3600')

    const signedInList = await app.inject({
      method: 'GET',
      url: '/api/v3/companies',
      headers: candidate.headers,
    })
    expect(signedInList.headers['cache-control']).toBe('private, no-store')
    const own = await app.inject({
      method: 'GET',
      url: '/api/v3/candidate',
      headers: candidate.headers,
    })
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')

    await createUser(database.db, { email: 'known@example.jp', password: 'known-password' })
    const session = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      payload: { email: 'known@example.jp', password: 'known-password' },
    })
    expect(session.statusCode).toBe(201)
    expect(session.headers['cache-control']).toBe('private, no-store')

    const mailbox = await app.inject({ method: 'GET', url: '/api/v3/dev/mails' })
    expect(mailbox.statusCode).toBe(200)
    expect(mailbox.headers['cache-control']).toBe('private, no-store')
  })
})

describe('sign-up and sign-in limits', () => {
  it('limits sign-ups per e-mail address and per client address, and mails none beyond them', async () => {
    const { app, database } = await createTestApp({
      env: { SIGN_UP_LIMIT_PER_EMAIL: '2', SIGN_UP_LIMIT_PER_ADDRESS: '4' },
    })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await signUp(app, 'Flooded@example.jp')).statusCode)
    expect(statuses).toEqual([202, 202, 429, 429])
    const refused = await signUp(app, 'flooded@example.jp')
    expect(refused.json().error).toMatchObject({ code: 'tooManyRequests' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await database.db.$count(mailOutbox)).toBe(2)

    // The address's own count: two more sign-ups for other mailboxes, then none.
    expect((await signUp(app, 'second@example.jp')).statusCode).toBe(202)
    expect((await signUp(app, 'third@example.jp')).statusCode).toBe(202)
    expect((await signUp(app, 'fourth@example.jp')).statusCode).toBe(429)
    expect((await signUp(app, 'fourth@example.jp', '203.0.113.11')).statusCode).toBe(202)
    expect(await database.db.$count(mailOutbox)).toBe(5)
  })

  it('limits sign-in attempts per client address across accounts', async () => {
    const { app } = await createTestApp({ env: { SIGN_IN_LIMIT_PER_ADDRESS: '3' } })
    const statuses = []
    for (const name of ['a', 'b', 'c', 'd']) {
      statuses.push((await signIn(app, `${name}@example.jp`)).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    expect((await signIn(app, 'e@example.jp', '203.0.113.11')).statusCode).toBe(401)
  })
})

describe('password reset timing', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]!
  }

  it('answers known and unknown addresses in the same time, and mails the known ones', async () => {
    const { app, database } = await createTestApp()
    const rounds = 25
    const warmUps = 3
    const known = []
    for (let i = 0; i < rounds + warmUps; i++) {
      known.push((await createUser(database.db, { email: `known${i}@example.jp` })).email)
    }

    let address = 0
    const timeReset = async (email: string) => {
      address += 1
      const started = performance.now()
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v3/password_resets',
        // Each request from its own address, so the per-address limit stays out of the way.
        remoteAddress: `192.0.2.${address}`,
        payload: { email },
      })
      const elapsed = performance.now() - started
      expect(answer.statusCode).toBe(202)
      return elapsed
    }

    // Warm both paths up first (first statements, the queue's first job).
    for (let i = 0; i < warmUps; i++) {
      await timeReset(known[rounds + i]!)
      await timeReset(`warm${i}@example.jp`)
    }
    // Side by side, in turns, so a burst of load elsewhere on the machine weighs on both alike.
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    const differences: number[] = []
    for (let i = 0; i < rounds; i++) {
      const knownFirst = i % 2 === 0
      const first = await timeReset(knownFirst ? known[i]! : `nobody${i}@example.jp`)
      const second = await timeReset(knownFirst ? `nobody${i}@example.jp` : known[i]!)
      const [knownTime, unknownTime] = knownFirst ? [first, second] : [second, first]
      knownTimes.push(knownTime)
      unknownTimes.push(unknownTime)
      differences.push(knownTime - unknownTime)
    }

    // Issuing a token and writing a mail on the answer's path (what the answer used to do) made
    // a registered address slower by more than the whole answer of an unknown one; an argon2
    // hash or a mail server would add far more. Noise of a busy machine stays well within this.
    const tolerance = Math.max(1.5, 0.4 * median(unknownTimes))
    expect(
      Math.abs(median(differences)),
      `median known ${median(knownTimes).toFixed(2)} ms, unknown ${median(unknownTimes).toFixed(2)} ms`,
    ).toBeLessThan(tolerance)

    await vi.waitFor(
      async () => expect(await database.db.$count(mailOutbox)).toBe(rounds + warmUps),
      { timeout: 15_000, interval: 100 },
    )
    const mailed = await database.db.select({ to: mailOutbox.toAddress }).from(mailOutbox)
    expect(mailed.map((mail) => mail.to).sort()).toEqual([...known].sort())
  })
})
