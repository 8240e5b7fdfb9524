import { defineEndpoint } from '../endpoint.ts'
import { databaseHealthResponseSchema, healthResponseSchema } from '../health.ts'

const tags = ['health']

/** Probes for the process and its database. */
export const healthEndpoints = {
  checkHealth: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness of the process',
    tags,
    response: healthResponseSchema,
  }),
  checkDatabase: defineEndpoint({
    method: 'GET',
    path: '/health/database',
    summary: 'Whether the database answers',
    description: 'Answers 503 with the error body `serviceUnavailable` while it does not.',
    tags,
    response: databaseHealthResponseSchema,
  }),
}
