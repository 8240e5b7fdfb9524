import { accountEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../lib/request-locale.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC, recruiter, SIGNED_IN } from '../../plugins/access.ts'
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts'
import { enqueueMail } from '../mail/mail-service.ts'
import * as accounts from './accounts-service.ts'

const ACCEPTED = {
  registration: 'If the address can be registered, a confirmation mail is on its way.',
  reset: 'If the address belongs to an account, a mail with a reset link is on its way.',
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: accounts.AccountsDeps = {
    db: app.database.db,
    rateLimiter: app.rateLimiter,
    sendMail: (mail) => enqueueMail(app, mail),
    baseUrl: app.config.publicBaseUrl,
    signInLimits: app.config.signInLimits,
  }

  serveEndpoint(app, endpoints.signUp, { access: PUBLIC }, async (request) => {
    await accounts.signUp(deps, {
      email: request.body.email,
      password: request.body.password,
      fullName: request.body.full_name,
      locale: requestLocale(request),
    })
    return { message: ACCEPTED.registration }
  })

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

  serveEndpoint(app, endpoints.signIn, { access: PUBLIC }, async (request, reply) => {
    const { token, user } = await accounts.signIn(deps, {
      email: request.body.email,
      password: request.body.password,
      address: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    })
    setSessionCookie(request, reply, token)
    return { auth_token: token, current_user: accounts.toCurrentUser(user) }
  })

  serveEndpoint(app, endpoints.signOut, { access: SIGNED_IN }, async (request, reply) => {
    await accounts.signOut(deps, request.session!.sessionId)
    clearSessionCookie(request, reply)
  })

  serveEndpoint(app, endpoints.requestPasswordReset, { access: PUBLIC }, async (request) => {
    await accounts.requestPasswordReset(deps, {
      email: request.body.email,
      address: request.ip,
      locale: requestLocale(request),
    })
    return { message: ACCEPTED.reset }
  })

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
