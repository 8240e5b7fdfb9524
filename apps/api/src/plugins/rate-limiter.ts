import rateLimit from '@fastify/rate-limit'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { AppError } from '../errors/app-error.ts'

/**
 * One limit of a route: at most `max` requests in fixed windows of `windowMs` per key. The key
 * names what is limited (an account, an e-mail address, a client address) and starts with the
 * limit's own name, so two limits never share a count.
 */
export interface RateLimit {
  name: string
  max: number
  windowMs: number
  /** Read after validation, so the body and query are the endpoint's parsed ones. */
  key(request: FastifyRequest): string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked in order before the handler; the first one used up answers 429. */
    rateLimits?: readonly RateLimit[]
  }
}

/** The client's address as the limits see it (`TRUST_PROXY` decides whom to believe). */
export const byAddress = (request: FastifyRequest) => request.ip

/** The e-mail address of the body, as accounts store it. */
export const byBodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()

// Keys seen in memory before the oldest are forgotten; one process rarely sees more in a window.
const MEMORY_KEYS = 10_000

/**
 * Rate limits of @fastify/rate-limit, declared per route in `config.rateLimits` (serveEndpoint's
 * `config`). Counts live in this process's memory, or in Redis under `REDIS_URL`, where every
 * process shares them. A used-up limit answers the API's error body, code `tooManyRequests`, with
 * the time to wait in `Retry-After` and in the message.
 */
export const rateLimiterPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 })
      : undefined
    if (redis) app.addHook('onClose', async () => void (await redis.quit()))

    await app.register(rateLimit, {
      global: false,
      cache: MEMORY_KEYS,
      ...(redis ? { redis, nameSpace: 'kakehashi:rate:' } : {}),
    })

    const limiters = new Map<RateLimit, ReturnType<typeof app.createRateLimit>>()
    const limiterOf = (limit: RateLimit) => {
      let limiter = limiters.get(limit)
      if (!limiter) {
        limiter = app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
        })
        limiters.set(limit, limiter)
      }
      return limiter
    }

    app.addHook('onRoute', (route) => {
      const limits = route.config?.rateLimits
      if (!limits || limits.length === 0) return
      const check: preHandlerAsyncHookHandler = async (request, reply) => {
        for (const limit of limits) {
          const result = await limiterOf(limit)(request)
          if (result.isAllowed || !result.isExceeded) continue
          reply.header('retry-after', result.ttlInSeconds)
          throw new AppError(
            'tooManyRequests',
            `Too many attempts. Please try again in ${Math.max(1, Math.ceil(result.ttlInSeconds / 60))} minutes.`,
          )
        }
      }
      const existing = route.preHandler
      route.preHandler = existing ? [check, ...[existing].flat()] : [check]
    })
  },
  { name: 'rate-limiter' },
)
