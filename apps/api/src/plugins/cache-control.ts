import { API_PREFIX, PERSONAL_CACHE_CONTROL } from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer carries personal data even to an anonymous caller (the development mailbox):
     * it is never stored, like every answer to a signed-in caller.
     */
    personal?: boolean
  }
}

/**
 * Whether an API answer may hold something of one person: any answer to a signed-in caller, any
 * route only some callers may use, any change (a sign-in answer carries its session token) and
 * routes that declare `personal`. Only public reads by anonymous callers are left out.
 */
function isPersonal(request: FastifyRequest): boolean {
  const config = request.routeOptions.config
  if (request.session) return true
  if (config.personal) return true
  if (config.access && config.access.kind !== 'public') return true
  return request.method !== 'GET' && request.method !== 'HEAD'
}

/**
 * Personal API answers carry `Cache-Control: private, no-store`, so neither a shared cache nor
 * the browser's back-forward history keeps them. A route that sets its own Cache-Control has
 * decided (public reference lists, a recruiter's icon) and keeps it; public catalogue answers to
 * anonymous callers keep theirs.
 */
export const cacheControlPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith(API_PREFIX)) return
      if (reply.hasHeader('cache-control')) return
      if (isPersonal(request)) reply.header('cache-control', PERSONAL_CACHE_CONTROL)
    })
  },
  { name: 'cache-control', dependencies: ['access'] },
)
