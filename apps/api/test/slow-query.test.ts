import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase } from '@kakehashi/db'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { testConfig } from './helpers.ts'

const onPostgresRun = process.env.TEST_DATABASE_ENGINE === 'postgres'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

// The embedded engine itself: the run against a PostgreSQL server has nothing to add here.
describe.skipIf(onPostgresRun)('embedded database off the event loop', () => {
  it('answers health in under 50 ms while a one-second query runs', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-slow-'))
    const database = await createDatabase({ dataDir })
    const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database, logger: false })
    await app.listen({ host: '127.0.0.1', port: 0 })
    cleanup = async () => {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    }
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const healthUrl = `http://127.0.0.1:${address.port}/api/v3/health`
    await fetch(healthUrl) // warm the connection path once

    const slowQueryStarted = performance.now()
    const slowQuery = database.executeSql('select pg_sleep(1)')
    await new Promise((resolve) => setTimeout(resolve, 200))

    const timings: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      const response = await fetch(healthUrl)
      expect(response.status).toBe(200)
      timings.push(performance.now() - started)
    }
    const stillRunning = performance.now() - slowQueryStarted < 1000
    await slowQuery
    expect(performance.now() - slowQueryStarted).toBeGreaterThanOrEqual(1000)
    expect(stillRunning).toBe(true)
    expect(Math.max(...timings)).toBeLessThan(50)
  })
})
