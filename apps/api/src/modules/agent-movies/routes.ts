import { agentMovieEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recruiterContext } from '../../lib/recruiter-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { recruiter } from '../../plugins/access.ts'
import * as service from './agent-movies-service.ts'

/** An agent firm's videos for its public agent page. */
export const agentMovieRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: recruiter('movies') }

  serveEndpoint(app, endpoints.listAgentMovies, options, (request) =>
    service.listAgentMovies(db, recruiterContext(request)),
  )
  serveEndpoint(app, endpoints.getAgentMovie, options, (request) =>
    service.getAgentMovie(db, recruiterContext(request), request.params.id),
  )
  serveIdempotentCreate(app, endpoints.createAgentMovie, options, (request) =>
    service.createAgentMovie(db, recruiterContext(request), request.body),
  )
  serveEndpoint(app, endpoints.reorderAgentMovies, options, (request) =>
    service.reorderAgentMovies(db, recruiterContext(request), request.body.ids),
  )
  serveEndpoint(app, endpoints.updateAgentMovie, options, (request) =>
    service.updateAgentMovie(db, recruiterContext(request), request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.deleteAgentMovie, options, (request) =>
    service.deleteAgentMovie(db, recruiterContext(request), request.params.id),
  )
}
