import { scoutingEndpoints as endpoints } from '@kakehashi/contracts'
import { scouts, users } from '@kakehashi/db'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { sendDueReminders } from './scout-reminders.ts'

/**
 * Lets a browser test see a reminder without waiting business days: the reminders of the
 * recruiter's organisation fall due now and the job runs once. Other organisations' reminders
 * keep their time. Registered only with ENABLE_TEST_ROUTES, never in production.
 */
export const scoutingTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  const { db } = app.database
  serveEndpoint(
    app,
    endpoints.runTestScoutReminders,
    { access: PUBLIC, hide: true },
    async (request) => {
      const [sender] = await db
        .select({ organisationId: users.organisationId })
        .from(users)
        .where(eq(users.email, request.body.sender_email.toLowerCase()))
      if (!sender?.organisationId) throw notFound('Recruiter')
      await db
        .update(scouts)
        .set({ remindDueAt: new Date(Date.now() - 1000) })
        .where(
          and(eq(scouts.organisationId, sender.organisationId), eq(scouts.sendState, 'resend_set')),
        )
      return sendDueReminders(app)
    },
  )
}
