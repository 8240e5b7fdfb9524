import { moderationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR, CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import { byAddress } from '../../plugins/rate-limiter.ts'
import { auditActor } from '../audit/audit-service.ts'
import * as service from './moderation-service.ts'

const ONE_HOUR = 60 * 60 * 1000

/**
 * "Report this listing" for everyone, "report this recruiter" for a scouted candidate, and the
 * administrators' handling of both.
 */
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
  serveIdempotentCreate(
    app,
    endpoints.reportRecruiter,
    {
      access: CANDIDATE,
      config: {
        rateLimits: [
          { name: 'recruiter-report:address', max: 30, windowMs: ONE_HOUR, key: byAddress },
        ],
      },
    },
    (request) => service.reportRecruiter(db, candidateId(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.listRecruiterReports, admin, (request) =>
    service.listRecruiterReports(db, request.query),
  )
  serveEndpoint(app, endpoints.suspendReportedRecruiter, admin, (request) =>
    service.suspendReportedRecruiter(db, auditActor(request), request.params.id),
  )
  serveEndpoint(app, endpoints.dismissRecruiterReport, admin, (request) =>
    service.dismissRecruiterReport(db, auditActor(request), request.params.id),
  )
}
