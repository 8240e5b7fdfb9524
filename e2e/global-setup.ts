import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { findChromium, MISSING_BROWSER_MESSAGE } from '../scripts/chromium.mjs'
import { ensureWebBuild } from '../scripts/web-build.mjs'
import { freePort, startPlatform } from './support/platform-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string | null
  }
}

/**
 * Starts the platform exactly as `npm start` does (a fresh embedded database in a temporary
 * directory, demo data seeded), once for all browser tests.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium()
  project.provide('chromiumPath', chromiumPath)
  if (!chromiumPath) {
    if (process.env.REQUIRE_E2E === '1') {
      throw new Error('REQUIRE_E2E=1 but no Chromium was found (set CHROMIUM_PATH).')
    }
    console.warn(MISSING_BROWSER_MESSAGE)
    project.provide('baseUrl', '')
    return
  }

  ensureWebBuild({ quiet: true })
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-e2e-'))
  const port = await freePort()
  const platform = await startPlatform({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    ENABLE_TEST_ROUTES: 'true',
    // Every browser test signs up and in from this one address, far more often than a person would.
    SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
    SIGN_IN_LIMIT_PER_ADDRESS: '1000',
    SIGN_UP_LIMIT_PER_EMAIL: '1000',
    SIGN_UP_LIMIT_PER_ADDRESS: '1000',
  })
  project.provide('baseUrl', platform.baseUrl)

  return async () => {
    await platform.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
