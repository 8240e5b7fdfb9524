import { createConnection } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { PUBLIC } from '../src/plugins/access.ts'
import { byAddress, type RateLimit } from '../src/plugins/rate-limiter.ts'
import { createTestApp } from './helpers.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function isRedisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL)
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) })
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const hasRedis = await isRedisReachable()

/** An app with one probe route limited as `limit` says. */
async function appLimitedBy(limit: RateLimit, env: Record<string, string> = {}) {
  const { app } = await createTestApp({
    env,
    configure(app) {
      app.get(
        '/api/v3/probe/limited',
        { config: { access: PUBLIC, rateLimits: [limit] } },
        async () => ({ ok: true }),
      )
    },
  })
  return app
}

const call = (app: App, remoteAddress = '198.51.100.7') =>
  app.inject({ method: 'GET', url: '/api/v3/probe/limited', remoteAddress })

describe('rate limits', () => {
  it('in memory: allows the limit, refuses after it with the error body, and opens again in the next window', async () => {
    const app = await appLimitedBy({ name: 'probe', max: 3, windowMs: 1500, key: byAddress })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await call(app)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])

    const refused = await call(app)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: { code: 'tooManyRequests', message: expect.stringMatching(/try again in 1 minutes/) },
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2)
    // Another address has its own count.
    expect((await call(app, '198.51.100.8')).statusCode).toBe(200)

    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect((await call(app)).statusCode).toBe(200)
  })

  // Several app processes share one Redis, so its counts are what every process sees.
  it.skipIf(!hasRedis)('in Redis: counts across app processes', async () => {
    const limit: RateLimit = {
      // A name of this run only: Redis keeps counts between runs.
      name: `probe-${Date.now()}-${Math.random()}`,
      max: 2,
      windowMs: 60_000,
      key: byAddress,
    }
    const first = await appLimitedBy(limit, { REDIS_URL })
    const second = await appLimitedBy(limit, { REDIS_URL })
    expect((await call(first)).statusCode).toBe(200)
    expect((await call(second)).statusCode).toBe(200)
    const third = await call(first)
    expect(third.statusCode).toBe(429)
    expect(third.json().error.code).toBe('tooManyRequests')
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60)
  })
})
