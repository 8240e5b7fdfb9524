import { candidateActivityEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateId } from '../../lib/candidate-context.ts'
import { serveEndpoint, serveIdempotentCreate } from '../../lib/serve-endpoint.ts'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import * as service from './candidate-activity-service.ts'

/** What a candidate has done on the platform: applications, reading, entries, the campaign. */
export const candidateActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: CANDIDATE }

  serveIdempotentCreate(app, endpoints.createSelfApply, options, (request) =>
    service.createSelfApply(app.database, app.jobs, candidateId(request), request.body),
  )

  serveEndpoint(app, endpoints.listSelfApplies, options, (request) =>
    service.listSelfApplies(db, candidateId(request), request.query),
  )

  serveEndpoint(app, endpoints.listViewedColumns, options, (request) =>
    service.listViewedColumns(db, candidateId(request), request.query),
  )

  serveEndpoint(app, endpoints.listEventEntries, options, (request) =>
    service.listEntries(db, candidateId(request)),
  )

  serveEndpoint(app, endpoints.getCurrentScoutCampaign, { access: PUBLIC }, () =>
    service.getCurrentCampaign(db),
  )

  serveEndpoint(app, endpoints.getScoutCampaignJoinStatus, options, (request) =>
    service.getJoinStatus(db, candidateId(request)),
  )

  serveEndpoint(app, endpoints.saveScoutCampaignJoinStatus, options, (request) =>
    service.saveJoinStatus(db, candidateId(request), request.body.is_joined),
  )
}
