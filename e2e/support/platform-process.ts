import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  freePort,
  type PlatformProcess,
  startPlatform as startPlatformProcess,
} from '../../scripts/platform-process.mjs'

export { freePort, type PlatformProcess }

/**
 * Runs `npm start`'s entry as its own process, as a user would, on the embedded database and
 * without analytics unless `env` says otherwise.
 */
export function startPlatform(env: Record<string, string>): Promise<PlatformProcess> {
  // A first start migrates and seeds a new database: 17 s alone here, 60–100 s beside another
  // browser test file's platform and Chromium on two cores.
  return startPlatformProcess({ DATABASE_URL: '', GTM_ID: '', ...env }, { timeoutMs: 240_000 })
}

/** A platform for browser tests, and how to stop it and remove its data. */
export interface TestPlatform {
  baseUrl: string
  stop(): Promise<void>
}

/**
 * A platform on a fresh database in a temporary directory, with the demo data and the browser
 * tests' routes, as the browser tests share it; `env` adds to its settings.
 */
export async function startTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-e2e-'))
  const removeData = () => rm(dataDir, { recursive: true, force: true })
  try {
    // Links in mails and the LINE callback must name the address the browser uses.
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
      ...env,
    })
    return {
      baseUrl: platform.baseUrl,
      stop: async () => {
        await platform.stop()
        await removeData()
      },
    }
  } catch (error) {
    await removeData()
    throw error
  }
}
