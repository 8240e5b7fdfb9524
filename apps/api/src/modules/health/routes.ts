import {
  API_PREFIX,
  databaseHealthResponseSchema,
  errorBodySchema,
  healthResponseSchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PUBLIC } from '../../plugins/access.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness answers without touching the database so it stays instant while queries run.
  app.get(
    `${API_PREFIX}/health`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['health'],
        summary: 'Liveness of the process',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  )

  app.get(
    `${API_PREFIX}/health/database`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['health'],
        summary: 'Whether the database answers',
        response: { 200: databaseHealthResponseSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now()
      const isUp = await app.database.ping()
      if (!isUp) {
        return reply.status(503).send({
          error: { code: 'serviceUnavailable', message: 'The database is not answering' },
        })
      }
      return { database: 'ok' as const, latency_ms: Math.round(performance.now() - started) }
    },
  )
}
