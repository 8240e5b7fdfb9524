import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { freePort, type PlatformProcess, startPlatform } from './platform-process.ts'

/**
 * A platform of the test suite's own, on a fresh database with the demo data, started before its
 * tests and stopped after. For tests whose starting point only the seed can give (a recruiter, an
 * answer given months ago) and which change it: no other test file sees the change.
 * `env` may be a function when it depends on something started in an earlier `beforeAll`.
 */
export function usePrivatePlatform(
  env: Record<string, string> | (() => Record<string, string>) = {},
): { baseUrl(): string } {
  let platform: PlatformProcess | undefined
  let dataDir: string | undefined

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-e2e-private-'))
    // Links in mails and the LINE callback must name the address the browser uses.
    const port = await freePort()
    platform = await startPlatform({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ENABLE_TEST_ROUTES: 'true',
      // Every browser test signs up and in from this one address, far more often than a person would.
      SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
      SIGN_IN_LIMIT_PER_ADDRESS: '1000',
      SIGN_UP_LIMIT_PER_EMAIL: '1000',
      SIGN_UP_LIMIT_PER_ADDRESS: '1000',
      ...(typeof env === 'function' ? env() : env),
    })
  })

  afterAll(async () => {
    await platform?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  return {
    baseUrl() {
      if (!platform) throw new Error('The private platform has not started')
      return platform.baseUrl
    },
  }
}
