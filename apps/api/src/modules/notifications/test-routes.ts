import { notificationEndpoints as endpoints } from '@kakehashi/contracts'
import { jobInfos, users } from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { notifyUser, type UserNotice } from './notifications-service.ts'

/**
 * Gives a recruiter made for a browser test (POST /__test/recruiters) notifications of its own
 * to open: the demo recruiters' notifications stay as seeded. Registered only with
 * ENABLE_TEST_ROUTES, never in production.
 */
export const notificationTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  const { db } = app.database
  serveEndpoint(
    app,
    endpoints.addTestNotifications,
    { access: PUBLIC, hide: true },
    async (request) => {
      const [user] = await db
        .select({ id: users.id, organisationId: users.organisationId })
        .from(users)
        .where(eq(users.email, request.body.email.toLowerCase()))
      if (!user?.organisationId) throw notFound('Recruiter')
      const [job] = await db
        .select({ id: jobInfos.id, title: jobInfos.title })
        .from(jobInfos)
        .where(eq(jobInfos.organisationId, user.organisationId))
        .orderBy(asc(jobInfos.id))
        .limit(1)
      const notices: UserNotice[] = [
        {
          userId: user.id,
          kind: 'client_note',
          params: { title: 'メンテナンスのお知らせ' },
          linkPath: '/client/notifications',
          dedupeKey: null,
        },
        {
          userId: user.id,
          kind: 'scout_reply',
          params: { scout_title: 'シニアエンジニア候補の方へ' },
          linkPath: '/client/dashboard',
          dedupeKey: null,
        },
        {
          userId: user.id,
          kind: 'job_expiring',
          params: {
            title: job?.title ?? '経理マネージャー',
            days: 14,
            end_on: '2030-04-30',
            job_info_id: job?.id ?? 0,
          },
          linkPath: job ? `/client/job_infos/${job.id}` : '/client/dashboard',
          dedupeKey: null,
        },
      ]
      // One at a time, so each has its own moment and the newest-first order is the order here.
      for (const notice of notices) await notifyUser(db, notice)
      return { notification_count: notices.length }
    },
  )
}
