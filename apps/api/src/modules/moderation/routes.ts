import { moderationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, PUBLIC } from '../../plugins/access.ts'
import { byAddress } from '../../plugins/rate-limiter.ts'
import { auditActor } from '../audit/audit-service.ts'
import * as service from './moderation-service.ts'

const ONE_HOUR = 60 * 60 * 1000

/** "Report this listing" for everyone, and the administrators' handling of the reports. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const admin = { access: ADMINISTRATOR }

  serveEndpoint(
    app,
    endpoints.reportJobInfo,
    {
      access: PUBLIC,
      config: {
        rateLimits: [{ name: 'job-report:address', max: 30, windowMs: ONE_HOUR, key: byAddress }],
      },
    },
    async (request) => {
      await service.reportJob(db, request.params.id, request.session?.user.id ?? null, request.body)
      return { message: 'Thank you. The report has reached the administrators.' }
    },
  )
  serveEndpoint(app, endpoints.listJobInfoReports, admin, (request) =>
    service.listReports(db, request.query),
  )
  serveEndpoint(app, endpoints.closeJobInfoByAdministrator, admin, (request) =>
    service.closeJob(db, auditActor(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.dismissJobInfoReport, admin, (request) =>
    service.dismissReport(db, auditActor(request), request.params.id),
  )
}
