import { createConnection } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../src/plugins/rate-limiter.ts'

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

async function exerciseLimiter(limiter: RateLimiter, key: string) {
  const results = []
  for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000))
  return results
}

const hasRedis = await isRedisReachable()

describe('rate limiters', () => {
  it('in memory: allows the limit, refuses after it, and opens again in the next window', async () => {
    let now = 1_000_000
    const limiter = createMemoryRateLimiter(() => now)
    const results = await exerciseLimiter(limiter, 'sign-in:account:a@example.jp')
    expect(results.map((r) => r.isAllowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(60)
    expect((await limiter.hit('sign-in:account:b@example.jp', 3, 60_000)).isAllowed).toBe(true)
    now += 60_001
    expect((await limiter.hit('sign-in:account:a@example.jp', 3, 60_000)).isAllowed).toBe(true)
  })

  // Several app processes share one Redis, so its counts are what every process sees.
  it.skipIf(!hasRedis)('in Redis: counts across limiter instances', async () => {
    const key = `test:${Date.now()}:${Math.random()}`
    const first = createRedisRateLimiter(REDIS_URL)
    const second = createRedisRateLimiter(REDIS_URL)
    try {
      expect((await first.hit(key, 2, 60_000)).isAllowed).toBe(true)
      expect((await second.hit(key, 2, 60_000)).isAllowed).toBe(true)
      const third = await first.hit(key, 2, 60_000)
      expect(third.isAllowed).toBe(false)
      expect(third.retryAfterSeconds).toBeGreaterThan(0)
      expect(third.retryAfterSeconds).toBeLessThanOrEqual(60)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
