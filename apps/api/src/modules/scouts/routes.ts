import { scoutsEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { CANDIDATE } from '../../plugins/access.ts'
import * as service from './scouts-service.ts'

/** The candidate's scouts inbox: reading, replying and "interested". */
export const candidateScoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const options = { access: CANDIDATE }

  serveEndpoint(app, endpoints.listScouts, options, (request) =>
    service.listScouts(db, request.session!.user.id, request.query),
  )

  serveEndpoint(app, endpoints.countUnreadScouts, options, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return service.countUnreadScouts(db, request.session!.user.id)
  })

  serveEndpoint(app, endpoints.openScout, options, (request) =>
    service.openScout(db, request.session!.user.id, request.params.id),
  )

  serveEndpoint(app, endpoints.replyToScout, options, async (request, reply) => {
    const { message, created } = await service.replyToScout(
      database,
      request.session!.user.id,
      request.params.id,
      request.body,
    )
    if (!created) reply.code(200)
    return message
  })

  serveEndpoint(app, endpoints.contactThroughScout, options, async (request, reply) => {
    const { contact, created } = await service.contactThroughScout(
      db,
      request.session!.user.id,
      request.body.scout_id,
    )
    if (!created) reply.code(200)
    return contact
  })
}
