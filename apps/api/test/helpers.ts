import os from 'node:os'
import path from 'node:path'
import type { Database } from '@kakehashi/db'
import { createTestDatabase } from '@kakehashi/db/testing'
import { afterEach } from 'vitest'
import { type App, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'

// Uploads of every test go under the system temp directory, never into the working tree.
const TEST_UPLOADS = path.join(os.tmpdir(), `kakehashi-test-uploads-${process.pid}`)

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    FILE_STORAGE_DIR: TEST_UPLOADS,
    ...overrides,
  })

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

/**
 * A fresh database and an app built on it, both closed after the test.
 * `configure` may add routes before the app is ready (for failure paths no real route has).
 */
export async function createTestApp(
  options: { configure?: (app: App) => void; env?: Record<string, string> } = {},
): Promise<{ app: App; database: Database }> {
  const database = await createTestDatabase()
  cleanups.push(() => database.close())
  const app = await buildApp(testConfig(options.env), { database, logger: false })
  options.configure?.(app)
  await app.ready()
  cleanups.push(() => app.close())
  return { app, database }
}
