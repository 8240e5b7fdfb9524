import { administrationEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { ADMINISTRATOR } from '../../plugins/access.ts'
import { readPlatformFigures } from './platform-figures-service.ts'

/** The platform at a glance, for the admin area's front page. */
export const platformFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, endpoints.getPlatformFigures, { access: ADMINISTRATOR }, () =>
    readPlatformFigures(app.database.db),
  )
}
