import { candidateActivityEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import * as service from './candidate-activity-service.ts'

/** What a candidate has done on the platform: applications, reading, entries, the campaign. */
export const candidateActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: CANDIDATE }

  serveEndpoint(app, endpoints.createSelfApply, options, async (request, reply) => {
    const { selfApply, created } = await service.createSelfApply(
      db,
      request.session!.user.id,
      request.body,
    )
    if (!created) reply.code(200)
    return selfApply
  })

  serveEndpoint(app, endpoints.listSelfApplies, options, (request) =>
    service.listSelfApplies(db, request.session!.user.id, request.query),
  )

  serveEndpoint(app, endpoints.listViewedColumns, options, (request) =>
    service.listViewedColumns(db, request.session!.user.id, request.query),
  )

  serveEndpoint(app, endpoints.listEventEntries, options, (request) =>
    service.listEntries(db, request.session!.user.id),
  )

  serveEndpoint(app, endpoints.getCurrentScoutCampaign, { access: PUBLIC }, () =>
    service.getCurrentCampaign(db),
  )

  serveEndpoint(app, endpoints.getScoutCampaignJoinStatus, options, (request) =>
    service.getJoinStatus(db, request.session!.user.id),
  )

  serveEndpoint(app, endpoints.saveScoutCampaignJoinStatus, options, (request) =>
    service.saveJoinStatus(db, request.session!.user.id, request.body.is_joined),
  )
}
