import { afterAll, beforeAll } from 'vitest'
import { startTestPlatform, type TestPlatform } from './platform-process.ts'

/**
 * A platform of the test suite's own, on a fresh database with the demo data, started before its
 * tests and stopped after. For tests whose starting point only the seed can give (a recruiter, an
 * answer given months ago) and which change it: no other test file sees the change.
 * `env` may be a function when it depends on something started in an earlier `beforeAll`.
 */
export function usePrivatePlatform(
  env: Record<string, string> | (() => Record<string, string>) = {},
): { baseUrl(): string } {
  let platform: TestPlatform | undefined

  beforeAll(async () => {
    platform = await startTestPlatform(typeof env === 'function' ? env() : env)
  })

  afterAll(async () => {
    await platform?.stop()
  })

  return {
    baseUrl() {
      if (!platform) throw new Error('The private platform has not started')
      return platform.baseUrl
    },
  }
}
