import fp from 'fastify-plugin'
import { AppError } from '../errors/app-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests that a browser made from another site. Session cookies are
 * SameSite=Lax already; this closes the remaining gaps (older browsers, sibling subdomains, form
 * posts into server-rendered actions that call the API in-process). Requests without Origin and
 * Sec-Fetch-Site come from non-browser clients, which cannot ride a visitor's cookie.
 */
export function isCrossSiteRequest(
  headers: Record<string, string | string[] | undefined>,
  allowedOrigins: readonly string[],
): boolean {
  const fetchSite = headers['sec-fetch-site']
  if (fetchSite === 'cross-site') return true
  const origin = headers.origin
  if (typeof origin !== 'string' || origin === '') return false
  return !allowedOrigins.includes(origin)
}

export const csrfPlugin = fp(
  async (app) => {
    const configured = new URL(app.config.publicBaseUrl).origin
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return
      const own = `${request.protocol}://${request.host}`
      if (isCrossSiteRequest(request.headers, [configured, own])) {
        throw new AppError('forbidden', 'Cross-site request refused')
      }
    })
  },
  { name: 'csrf' },
)
