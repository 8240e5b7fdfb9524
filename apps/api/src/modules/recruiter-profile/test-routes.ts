import { recruiterProfileEndpoints as endpoints } from '@kakehashi/contracts'
import { createUser, organisations } from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'

const TEST_RECRUITER_PASSWORD = 'recruiter-password-1'

/**
 * Makes a recruiter of the first demo organisation of the kind, for browser tests that change
 * the account (its e-mail address above all): the demo recruiters stay as seeded. Registered
 * only with ENABLE_TEST_ROUTES, never in production.
 */
export const recruiterProfileTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  const { db } = app.database
  serveEndpoint(
    app,
    endpoints.createTestRecruiter,
    { access: PUBLIC, hide: true },
    async (request) => {
      const roleType = request.body.role_type
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.kind, roleType === 'Agent' ? 'agent' : 'company'))
        .orderBy(asc(organisations.id))
        .limit(1)
      if (!organisation) throw notFound('Organisation')
      const email = `recruiter.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.jp`
      await createUser(db, {
        email,
        password: TEST_RECRUITER_PASSWORD,
        roleType,
        organisationId: organisation.id,
        accountType: 'normal',
      })
      return { email, password: TEST_RECRUITER_PASSWORD }
    },
  )
}
