import { userActionLogEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './user-action-logs-service.ts'

/** The activity report: each recruiter's actions grouped by day, week or month. */
export const userActionLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: recruiter('reports') }
  serveEndpoint(app, endpoints.getDailyActivityReport, options, (request) =>
    service.getActivityReport(db, recruiterContext(request), 'day', request.query),
  )
  serveEndpoint(app, endpoints.getWeeklyActivityReport, options, (request) =>
    service.getActivityReport(db, recruiterContext(request), 'week', request.query),
  )
  serveEndpoint(app, endpoints.getMonthlyActivityReport, options, (request) =>
    service.getActivityReport(db, recruiterContext(request), 'month', request.query),
  )
}
