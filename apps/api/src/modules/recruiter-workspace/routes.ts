import { recruiterWorkspaceEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './recruiter-workspace-service.ts'

/**
 * The organisation as a customer: every recruiter reads these; the report and the dashboard's
 * figures need their permissions.
 */
export const recruiterWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const anyRecruiter = { access: recruiter() }

  serveEndpoint(app, endpoints.getContract, anyRecruiter, (request) =>
    service.getContract(db, recruiterContext(request).organisationId),
  )
  serveEndpoint(
    app,
    endpoints.getContractReport,
    { access: recruiter('contract_report') },
    (request) => service.getContractReport(db, recruiterContext(request).organisationId),
  )
  serveEndpoint(app, endpoints.getDashboardSummary, { access: recruiter('dashboard') }, (request) =>
    service.getDashboardSummary(db, recruiterContext(request)),
  )
  serveEndpoint(app, endpoints.listManagedAccounts, anyRecruiter, (request) =>
    service.listManagedAccounts(db, recruiterContext(request)),
  )
  serveEndpoint(app, endpoints.getScoutCampaignPermission, anyRecruiter, (request) =>
    service.getScoutCampaignPermission(db, recruiterContext(request).organisationId),
  )
  serveEndpoint(app, endpoints.getRecentEventInfo, anyRecruiter, (request) =>
    service.getRecentEventInfo(db, recruiterContext(request).organisationId),
  )
}
