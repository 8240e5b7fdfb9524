import { scoutReportEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { attachment } from '../../lib/attachment.ts'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { requestLocale } from '../../lib/request-locale.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './scout-reports-service.ts'

/** The scout report of the organisation, for recruiters with the reports permission. */
export const scoutReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: recruiter('reports') }
  for (const [endpoint, period] of [
    [endpoints.getDailyScoutReports, 'day'],
    [endpoints.getWeeklyScoutReports, 'week'],
    [endpoints.getMonthlyScoutReports, 'month'],
  ] as const) {
    serveEndpoint(app, endpoint, options, (request) =>
      service.getScoutReportSeries(db, recruiterContext(request), period, request.query),
    )
  }
  serveEndpoint(app, endpoints.getScoutReport, options, (request) =>
    service.getScoutReport(db, recruiterContext(request), request.query),
  )
  serveEndpoint(app, endpoints.downloadScoutReport, options, async (request, reply) =>
    attachment(
      reply,
      await service.scoutReportCsv(
        db,
        recruiterContext(request),
        request.query,
        requestLocale(request),
      ),
    ),
  )
}
