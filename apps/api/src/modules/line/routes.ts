import { lineEndpoints as endpoints, isSameSitePath, LINE_AUTH_PATH } from '@kakehashi/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC, SIGNED_IN } from '../../plugins/access.ts'
import { setSessionCookie } from '../../plugins/session.ts'
import { LINE_FLOW_COOKIE, LINE_FLOW_TTL_MS } from './line-flow-cookie.ts'
import { createLineService, type LineService, locationFor } from './line-service.ts'

function flowCookieOptions(request: FastifyRequest) {
  return {
    // Sent back only to the callback, nowhere else on the site.
    path: LINE_AUTH_PATH,
    httpOnly: true,
    // Lax, not Strict: the callback is a top-level navigation coming from LINE's site.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  }
}

/** LINE sign-in and account linking (spec sections 3 and 7), over OpenID Connect. */
export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  const service: LineService | null = app.config.line
    ? createLineService({
        db: app.database.db,
        line: app.config.line,
        publicBaseUrl: app.config.publicBaseUrl,
        log: app.log,
      })
    : null

  function requireLine(): LineService {
    if (!service) {
      throw new AppError('lineNotConfigured', 'LINE sign-in is not configured on this server')
    }
    return service
  }

  const options = { access: PUBLIC }

  serveEndpoint(app, endpoints.getLineStatus, options, () => ({ enabled: service !== null }))

  serveEndpoint(app, endpoints.startLineAuthorization, options, async (request, reply) => {
    const line = requireLine()
    const { intent, redirect_url: redirectUrl } = request.query
    const userId = request.session?.user.id ?? null
    if (intent === 'link' && userId === null) {
      throw new AppError('unauthenticated', 'Sign in to link a LINE account')
    }
    const { location, sealedFlow } = await line.startAuthorization({
      intent,
      redirectPath: isSameSitePath(redirectUrl) ? redirectUrl : null,
      userId,
    })
    if (sealedFlow) {
      reply.setCookie(LINE_FLOW_COOKIE, sealedFlow, {
        ...flowCookieOptions(request),
        maxAge: LINE_FLOW_TTL_MS / 1000,
      })
    }
    return redirect(reply, location)
  })

  serveEndpoint(app, endpoints.completeLineAuthorization, options, async (request, reply) => {
    const line = requireLine()
    const queryStart = request.url.indexOf('?')
    const outcome = await line.completeAuthorization({
      search: queryStart === -1 ? '' : request.url.slice(queryStart),
      sealedFlow: request.cookies[LINE_FLOW_COOKIE],
      sessionUserId: request.session?.user.id ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    })
    // One use only: a replayed callback finds no flow.
    reply.clearCookie(LINE_FLOW_COOKIE, flowCookieOptions(request))
    if (outcome.kind === 'signedIn') setSessionCookie(request, reply, outcome.token)
    return redirect(reply, locationFor(outcome))
  })

  serveEndpoint(app, endpoints.getLineSettings, { access: SIGNED_IN }, async (request) => ({
    is_account_linked: await requireLine().isLinked(request.session!.user.id),
  }))

  serveEndpoint(app, endpoints.unlinkLine, { access: SIGNED_IN }, async (request) => {
    await requireLine().unlink(request.session!.user.id)
  })
}

function redirect(reply: FastifyReply, location: string) {
  // Never cached: each answer carries a one-time state and may set a session.
  return reply.header('cache-control', 'no-store').redirect(location, 302)
}
