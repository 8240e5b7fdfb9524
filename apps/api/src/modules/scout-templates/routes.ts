import { scoutTemplateEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './scout-templates-service.ts'

/** The organisation's scout templates. */
export const scoutTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: recruiter('scout_templates') }

  serveEndpoint(app, endpoints.listScoutTemplates, options, (request) =>
    service.listScoutTemplates(db, recruiterContext(request), request.query.template_type),
  )
  serveEndpoint(app, endpoints.getScoutTemplate, options, (request) =>
    service.getScoutTemplate(db, recruiterContext(request), request.params.id),
  )
  serveIdempotentCreate(app, endpoints.createScoutTemplate, options, (request) =>
    service.createScoutTemplate(db, recruiterContext(request), request.body),
  )
  serveEndpoint(app, endpoints.updateScoutTemplate, options, (request) =>
    service.updateScoutTemplate(db, recruiterContext(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.deleteScoutTemplate, options, (request) =>
    service.deleteScoutTemplate(db, recruiterContext(request), request.params.id),
  )
}
