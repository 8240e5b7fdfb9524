import { candidateSearchConditionEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { runSearchAlerts, SEARCH_ALERTS_SETTLE_MS } from './search-alerts.ts'

/**
 * Runs the saved-search alerts now for a browser test, which cannot wait for the schedule.
 * Members count as settled at once (the run's moment is put past the settling time), so a
 * candidate the test has just made searchable is announced. Registered only with
 * ENABLE_TEST_ROUTES, never in production.
 */
export const searchAlertTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  serveEndpoint(app, endpoints.runTestSearchAlerts, { access: PUBLIC, hide: true }, async () => {
    const { recipients, searches } = await runSearchAlerts(app, {
      now: new Date(Date.now() + SEARCH_ALERTS_SETTLE_MS),
    })
    return { recipients, searches }
  })
}
