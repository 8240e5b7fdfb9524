import { accountEndpoints as endpoints } from '@kakehashi/contracts'
import { createOrganisation, createUser, organisations, users } from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'

const TEST_RECRUITER_PASSWORD = 'recruiter-password-1'

/**
 * Makes a recruiter for a browser test that changes the account (its e-mail address, its
 * notifications): the demo recruiters stay as seeded. Beside a demo colleague when one is named,
 * in a new organisation when asked, else in the first demo organisation of the kind. Registered only with ENABLE_TEST_ROUTES,
 * never in production.
 */
export const accountTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  const { db } = app.database

  async function findOrganisation(body: {
    role_type: string
    colleague_email?: string
    own_organisation: boolean
  }) {
    if (body.own_organisation) {
      const kind = body.role_type === 'Agent' ? 'agent' : 'company'
      return {
        roleType: body.role_type,
        organisationId: (await createOrganisation(db, { kind })).id,
      }
    }
    if (body.colleague_email) {
      const [colleague] = await db
        .select({ roleType: users.roleType, organisationId: users.organisationId })
        .from(users)
        .where(eq(users.email, body.colleague_email.toLowerCase()))
      if (!colleague?.organisationId) throw notFound('Recruiter')
      return { roleType: colleague.roleType, organisationId: colleague.organisationId }
    }
    const [organisation] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.kind, body.role_type === 'Agent' ? 'agent' : 'company'))
      .orderBy(asc(organisations.id))
      .limit(1)
    if (!organisation) throw notFound('Organisation')
    return { roleType: body.role_type, organisationId: organisation.id }
  }

  serveEndpoint(
    app,
    endpoints.createTestRecruiter,
    { access: PUBLIC, hide: true },
    async (request) => {
      const { roleType, organisationId } = await findOrganisation(request.body)
      const email = `recruiter.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.jp`
      const user = await createUser(db, {
        email,
        password: TEST_RECRUITER_PASSWORD,
        roleType: roleType as 'CompanyUser' | 'Agent',
        organisationId,
        accountType: 'normal',
      })
      return { email, password: TEST_RECRUITER_PASSWORD, user_id: user.id }
    },
  )
}
