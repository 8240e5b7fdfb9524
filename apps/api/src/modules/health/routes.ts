import { healthEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness answers without touching the database so it stays instant while queries run.
  serveEndpoint(app, endpoints.checkHealth, { access: PUBLIC }, () => ({
    status: 'ok' as const,
    uptime_seconds: Math.round(process.uptime()),
  }))

  serveEndpoint(app, endpoints.checkDatabase, { access: PUBLIC }, async (_request, reply) => {
    const started = performance.now()
    const isUp = await app.database.ping()
    if (!isUp) {
      // Answered here rather than thrown: a readiness probe failing is expected, not an error to log.
      return reply.status(503).send({
        error: { code: 'serviceUnavailable', message: 'The database is not answering' },
      })
    }
    return { database: 'ok' as const, latency_ms: Math.round(performance.now() - started) }
  })
}
