import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

export interface RateLimitResult {
  isAllowed: boolean
  retryAfterSeconds: number
}

/** Counts attempts per key in fixed windows. Shared through Redis when several processes run. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>
  close(): Promise<void>
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key, limit, windowMs) {
      const at = now()
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      // Expired windows would pile up for every address ever seen; sweep now and then.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k)
      }
      return {
        isAllowed: window.count <= limit,
        retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000),
      }
    },
    async close() {
      windows.clear()
    },
  }
}

export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  return {
    async hit(key, limit, windowMs) {
      const redisKey = `kakehashi:rate:${key}`
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ]
      let remainingMs = ttl
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowMs)
        remainingMs = windowMs
      }
      return { isAllowed: count <= limit, retryAfterSeconds: Math.ceil(remainingMs / 1000) }
    },
    async close() {
      await redis.quit()
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter
  }
}

export const rateLimiterPlugin = fp(
  async (app) => {
    const limiter = app.config.redisUrl
      ? createRedisRateLimiter(app.config.redisUrl)
      : createMemoryRateLimiter()
    app.decorate('rateLimiter', limiter)
    app.addHook('onClose', () => limiter.close())
  },
  { name: 'rate-limiter' },
)
