import {
  API_PREFIX,
  acceptedResponseSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  redirectRuleQuerySchema,
  redirectRuleResponseSchema,
  sessionStateSchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
  tokenBodySchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestLocale } from '../../lib/request-locale.ts'
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
  }

  app.post(
    `${API_PREFIX}/candidate/registrations`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['accounts'],
        summary: 'Candidate sign-up; a confirmation link is mailed',
        body: signUpBodySchema,
        response: { 202: acceptedResponseSchema },
      },
    },
    async (request, reply) => {
      await accounts.signUp(deps, {
        email: request.body.email,
        password: request.body.password,
        fullName: request.body.full_name,
        locale: requestLocale(request),
      })
      return reply.status(202).send({ message: ACCEPTED.registration })
    },
  )

  app.post(
    `${API_PREFIX}/confirmations`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the mailed token',
        body: tokenBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accounts.confirmEmail(deps, request.body.token)
      return reply.status(204).send(null)
    },
  )

  app.get(
    `${API_PREFIX}/sessions`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['accounts'],
        summary: 'The current user, or an anonymous answer',
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => {
      // The access plugin has resolved the caller already, public route or not.
      const { session } = request
      return session
        ? { authenticated: true, current_user: accounts.toCurrentUser(session.user) }
        : { authenticated: false, current_user: null }
    },
  )

  app.post(
    `${API_PREFIX}/sessions`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; sets the session cookie and returns a bearer token',
        body: signInBodySchema,
        response: { 201: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, user } = await accounts.signIn(deps, {
        email: request.body.email,
        password: request.body.password,
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      })
      setSessionCookie(request, reply, token)
      return reply
        .status(201)
        .send({ auth_token: token, current_user: accounts.toCurrentUser(user) })
    },
  )

  app.delete(
    `${API_PREFIX}/sessions`,
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['accounts'], summary: 'Sign out', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await accounts.signOut(deps, request.session!.sessionId)
      clearSessionCookie(request, reply)
      return reply.status(204).send(null)
    },
  )

  app.post(
    `${API_PREFIX}/password_resets`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link',
        body: passwordResetRequestBodySchema,
        response: { 202: acceptedResponseSchema },
      },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(deps, {
        email: request.body.email,
        address: request.ip,
        locale: requestLocale(request),
      })
      return reply.status(202).send({ message: ACCEPTED.reset })
    },
  )

  app.put(
    `${API_PREFIX}/password_resets`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the mailed token; ends every session',
        body: passwordResetBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(deps, {
        token: request.body.token,
        password: request.body.password,
      })
      return reply.status(204).send(null)
    },
  )

  app.put(
    `${API_PREFIX}/client/passwords`,
    {
      config: { access: recruiter() },
      schema: {
        tags: ['accounts'],
        summary: 'Recruiter password change; other sessions end',
        body: passwordChangeBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accounts.changePassword(deps, {
        userId: request.session!.user.id,
        sessionId: request.session!.sessionId,
        currentPassword: request.body.current_password,
        password: request.body.password,
      })
      return reply.status(204).send(null)
    },
  )

  app.get(
    `${API_PREFIX}/me/redirect_rule`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['accounts'],
        summary: 'Where the current path redirects to, if anywhere',
        querystring: redirectRuleQuerySchema,
        response: { 200: redirectRuleResponseSchema },
      },
    },
    async (request) => ({
      redirect_to: await accounts.lookUpRedirect(deps, request.query.current_path),
    }),
  )
}
