import { scoutAssistEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { runScoutAssists } from './scout-assist-job.ts'

/**
 * Lets a browser test see an assist send without waiting for the half hour: the job runs once.
 * Registered only with ENABLE_TEST_ROUTES, never in production.
 */
export const scoutAssistTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  serveEndpoint(app, endpoints.runTestScoutAssists, { access: PUBLIC, hide: true }, () =>
    runScoutAssists(app),
  )
}
