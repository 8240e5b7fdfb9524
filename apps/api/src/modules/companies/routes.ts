import { companyEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import * as service from './companies-service.ts'

/** Companies of the public catalogue, and candidates following them. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  serveEndpoint(app, endpoints.listCompanies, { access: PUBLIC }, async (request) =>
    service.listCompanies(db, request.query),
  )

  serveEndpoint(app, endpoints.suggestCompanies, { access: PUBLIC }, async (request, reply) => {
    // The same for every visitor, and typed letter by letter: worth a short cache.
    reply.header('cache-control', 'public, max-age=300')
    return { companies: await service.suggestCompanies(db, request.query.keyword) }
  })

  serveEndpoint(app, endpoints.getCompany, { access: PUBLIC }, async (request) => {
    const user = request.session?.user
    const viewingCandidateId = user?.roleType === 'Candidate' ? user.id : null
    return service.getCompany(db, request.params.id, viewingCandidateId)
  })

  serveIdempotentCreate(app, endpoints.followCompany, { access: CANDIDATE }, (request) =>
    service.followCompany(db, candidateId(request), request.body.company_id),
  )

  serveEndpoint(app, endpoints.unfollowCompany, { access: CANDIDATE }, async (request) => {
    await service.unfollowCompany(db, candidateId(request), request.params.id)
  })
}
