import { accountEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { requestLocale } from '../../lib/request-locale.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC, recruiter, SIGNED_IN } from '../../plugins/access.ts'
import { byAddress, byBodyEmail, type RateLimit } from '../../plugins/rate-limiter.ts'
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts'
import { enqueueMail } from '../mail/mail-service.ts'
import * as accounts from './accounts-service.ts'
import { PASSWORD_RESET_JOB } from './password-reset-mail.ts'

const ACCEPTED = {
  registration: 'If the address can be registered, a confirmation mail is on its way.',
  reset: 'If the address belongs to an account, a mail with a reset link is on its way.',
}

const FIFTEEN_MINUTES = 15 * 60 * 1000
const ONE_HOUR = 60 * 60 * 1000

/**
 * Per account (or e-mail address) against guessing one account's password or flooding one
 * mailbox; per client address against spraying many accounts from one host.
 */
function accountLimits(config: Pick<Config, 'signInLimits' | 'signUpLimits'>) {
  const limit = (
    name: string,
    max: number,
    windowMs: number,
    key: RateLimit['key'],
  ): RateLimit => ({ name, max, windowMs, key })
  return {
    signIn: [
      limit('sign-in:account', config.signInLimits.perAccount, FIFTEEN_MINUTES, byBodyEmail),
      limit('sign-in:address', config.signInLimits.perAddress, FIFTEEN_MINUTES, byAddress),
    ],
    signUp: [
      limit('sign-up:email', config.signUpLimits.perEmail, ONE_HOUR, byBodyEmail),
      limit('sign-up:address', config.signUpLimits.perAddress, ONE_HOUR, byAddress),
    ],
    reset: [
      limit('reset:account', 5, ONE_HOUR, byBodyEmail),
      limit('reset:address', 20, ONE_HOUR, byAddress),
    ],
  }
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: accounts.AccountsDeps = {
    db: app.database.db,
    sendMail: (mail) => enqueueMail(app, mail),
    queuePasswordReset: async (request) => {
      // Started a second later, so a registered address's token and mail never share the
      // processor with the answer that queued them.
      await app.jobs.send(PASSWORD_RESET_JOB, request, { retryLimit: 3, startAfter: 1 })
    },
    baseUrl: app.config.publicBaseUrl,
  }
  const limits = accountLimits(app.config)

  serveEndpoint(
    app,
    endpoints.signUp,
    { access: PUBLIC, config: { rateLimits: limits.signUp } },
    async (request) => {
      await accounts.signUp(deps, {
        email: request.body.email,
        password: request.body.password,
        fullName: request.body.full_name,
        locale: requestLocale(request),
      })
      return { message: ACCEPTED.registration }
    },
  )

  serveEndpoint(app, endpoints.confirmEmail, { access: PUBLIC }, async (request) => {
    await accounts.confirmEmail(deps, request.body.token)
  })

  serveEndpoint(app, endpoints.getSession, { access: PUBLIC }, async (request) => {
    // The access plugin has resolved the caller already, public route or not.
    const { session } = request
    return session
      ? { authenticated: true, current_user: accounts.toCurrentUser(session.user) }
      : { authenticated: false, current_user: null }
  })

  serveEndpoint(
    app,
    endpoints.signIn,
    { access: PUBLIC, config: { rateLimits: limits.signIn } },
    async (request, reply) => {
      const { token, user } = await accounts.signIn(deps, {
        email: request.body.email,
        password: request.body.password,
        userAgent: request.headers['user-agent'] ?? null,
      })
      setSessionCookie(request, reply, token)
      return { auth_token: token, current_user: accounts.toCurrentUser(user) }
    },
  )

  serveEndpoint(app, endpoints.signOut, { access: SIGNED_IN }, async (request, reply) => {
    await accounts.signOut(deps, request.session!.sessionId)
    clearSessionCookie(request, reply)
  })

  serveEndpoint(
    app,
    endpoints.requestPasswordReset,
    { access: PUBLIC, config: { rateLimits: limits.reset } },
    async (request) => {
      await accounts.requestPasswordReset(deps, {
        email: request.body.email,
        locale: requestLocale(request),
      })
      return { message: ACCEPTED.reset }
    },
  )

  serveEndpoint(app, endpoints.resetPassword, { access: PUBLIC }, async (request) => {
    await accounts.resetPassword(deps, {
      token: request.body.token,
      password: request.body.password,
    })
  })

  serveEndpoint(
    app,
    endpoints.changeRecruiterPassword,
    { access: recruiter() },
    async (request) => {
      await accounts.changePassword(deps, {
        userId: request.session!.user.id,
        sessionId: request.session!.sessionId,
        currentPassword: request.body.current_password,
        password: request.body.password,
      })
    },
  )

  serveEndpoint(app, endpoints.lookUpRedirectRule, { access: SIGNED_IN }, async (request) => ({
    redirect_to: await accounts.lookUpRedirect(deps, request.query.current_path),
  }))
}
