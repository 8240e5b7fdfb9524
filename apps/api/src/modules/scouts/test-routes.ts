import { scoutsEndpoints as endpoints } from '@kakehashi/contracts'
import { createScout, createSpecialScout, organisations, users } from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { listScouts } from './scouts-service.ts'

/**
 * Sends a scout to a candidate for browser tests, until recruiters send real ones through
 * their own area. Registered only with ENABLE_TEST_ROUTES, never in production.
 */
export const scoutTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  const { db } = app.database
  const findSender = async (email: string | undefined) => {
    if (email === undefined) return undefined
    const [sender] = await db
      .select({ id: users.id, organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
    if (!sender?.organisationId) throw notFound('Recruiter')
    return { id: sender.id, organisationId: sender.organisationId }
  }
  serveEndpoint(app, endpoints.sendTestScout, { access: PUBLIC, hide: true }, async (request) => {
    const [candidate] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, request.body.candidate_email.toLowerCase()))
    if (!candidate) throw notFound('Candidate')
    const sender = await findSender(request.body.sender_email)
    const [organisation] = sender
      ? [{ id: sender.organisationId }]
      : await db
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.kind, 'company'))
          .orderBy(asc(organisations.id))
          .limit(1)
    const send = request.body.special ? createSpecialScout : createScout
    const scout = await send(db, candidate.id, {
      organisationId: organisation?.id,
      senderUserId: sender?.id ?? null,
    })
    const { scouts } = await listScouts(db, candidate.id, { page: 1, per: 100 })
    return scouts.find((item) => item.id === scout.id)!
  })
}
