import { administrationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import { listAuditTrail } from './audit-service.ts'

/** The audit trail, read by administrators only; nothing can change it through the API. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, endpoints.listAuditEvents, { access: ADMINISTRATOR }, (request) =>
    listAuditTrail(app.database.db, request.query),
  )
}
