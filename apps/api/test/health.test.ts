import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers.ts'

describe('health', () => {
  it('reports the process alive', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/v3/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok' })
  })

  it('reports the database answering, and 503 once it is gone', async () => {
    const { app, database } = await createTestApp()
    const up = await app.inject({ method: 'GET', url: '/api/v3/health/database' })
    expect(up.statusCode).toBe(200)
    expect(up.json()).toMatchObject({ database: 'ok' })

    // Background work stops first, as it does on shutdown; what is left is the readiness probe.
    await app.jobs.stop()
    await database.close()
    const down = await app.inject({ method: 'GET', url: '/api/v3/health/database' })
    expect(down.statusCode).toBe(503)
    expect(down.json().error.code).toBe('serviceUnavailable')
  })
})
