import { scoutAssistEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './scout-assists-service.ts'

/** A job's scout assist: set on the job, sending in the name of the recruiter who set it. */
export const scoutAssistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  // Sending scouts is what it does, about one of the organisation's jobs.
  const options = { access: recruiter('scouts') }
  serveEndpoint(app, endpoints.getJobScoutAssist, options, (request) =>
    service.getJobScoutAssist(db, recruiterContext(request), request.params.id),
  )
  serveEndpoint(app, endpoints.createScoutAssist, options, (request) =>
    service.createScoutAssist(db, recruiterContext(request), request.body),
  )
  serveEndpoint(app, endpoints.updateScoutAssist, options, (request) =>
    service.updateScoutAssist(db, recruiterContext(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.deleteScoutAssist, options, (request) =>
    service.deleteScoutAssist(db, recruiterContext(request), request.params.id),
  )
}
