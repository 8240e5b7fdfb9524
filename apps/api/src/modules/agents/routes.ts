import { agentEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import * as service from './agents-service.ts'

/** Recruiting agents of the public catalogue and candidates' evaluations of them. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: PUBLIC }

  serveEndpoint(app, endpoints.listAgents, options, async (request) =>
    service.listAgents(db, request.query),
  )

  serveEndpoint(app, endpoints.getAgent, options, async (request) =>
    service.getAgent(db, request.params.id),
  )

  serveEndpoint(app, endpoints.listAgentEvaluations, options, async (request) =>
    service.listEvaluations(db, request.query),
  )

  serveEndpoint(app, endpoints.getAgentEvaluation, options, async (request) =>
    service.getEvaluation(db, request.params.id),
  )
}
