import { memberSearchEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './member-search-service.ts'

/** Recruiters search the candidate base (decision 016). */
export const memberSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  serveEndpoint(app, endpoints.searchCandidates, { access: recruiter('candidates') }, (request) =>
    service.searchCandidates(db, recruiterContext(request), request.query),
  )
}
