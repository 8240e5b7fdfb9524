import { administrationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import { auditActor } from '../audit/audit-service.ts'
import * as service from './scout-campaigns-service.ts'

/** The administrators' Special Scout Weeks; candidates and recruiters read them elsewhere. */
export const scoutCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: ADMINISTRATOR }
  serveEndpoint(app, endpoints.listAdminScoutCampaigns, options, () => service.listCampaigns(db))
  serveEndpoint(app, endpoints.createAdminScoutCampaign, options, (request) =>
    service.createCampaign(db, auditActor(request), request.body),
  )
  serveEndpoint(app, endpoints.updateAdminScoutCampaign, options, (request) =>
    service.updateCampaign(db, auditActor(request), request.params.id, request.body),
  )
}
