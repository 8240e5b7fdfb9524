import type { TestProject } from 'vitest/node'
import { findChromium, MISSING_BROWSER_MESSAGE } from '../scripts/chromium.mjs'
import { ensureWebBuild } from '../scripts/web-build.mjs'
import { startTestPlatform } from './support/platform-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared platform for each test worker (see `baseUrl` in support/browser.ts). */
    baseUrls: string[]
    chromiumPath: string | null
  }
}

/**
 * Starts the platform exactly as `npm start` does (a fresh embedded database in a temporary
 * directory, demo data seeded), once for each test worker: browser test files run on any
 * worker, each against its worker's platform, so two files never share one at the same time,
 * as when they ran one after another.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium()
  project.provide('chromiumPath', chromiumPath)
  if (!chromiumPath) {
    if (process.env.REQUIRE_E2E === '1') {
      throw new Error('REQUIRE_E2E=1 but no Chromium was found (set CHROMIUM_PATH).')
    }
    console.warn(MISSING_BROWSER_MESSAGE)
    project.provide('baseUrls', [])
    return
  }

  ensureWebBuild({ quiet: true })
  const started = await Promise.allSettled(
    Array.from({ length: project.globalConfig.maxWorkers }, () => startTestPlatform()),
  )
  const platforms = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  )
  const stopAll = async () => {
    await Promise.all(platforms.map((platform) => platform.stop()))
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  project.provide(
    'baseUrls',
    platforms.map((platform) => platform.baseUrl),
  )
  return stopAll
}
