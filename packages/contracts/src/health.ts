import { z } from 'zod'

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unavailable']),
    uptime_seconds: z.number(),
  })
  .meta({ id: 'Health' })

export type HealthResponse = z.infer<typeof healthResponseSchema>
