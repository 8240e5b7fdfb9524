import { z } from 'zod'

export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    uptime_seconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'Health' })

export const databaseHealthResponseSchema = z
  .object({
    database: z.literal('ok'),
    latency_ms: z.number().int().nonnegative(),
  })
  .meta({ id: 'DatabaseHealth' })

export type HealthResponse = z.infer<typeof healthResponseSchema>
export type DatabaseHealthResponse = z.infer<typeof databaseHealthResponseSchema>
