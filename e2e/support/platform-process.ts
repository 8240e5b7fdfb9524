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
  return startPlatformProcess({ DATABASE_URL: '', GTM_ID: '', ...env }, { timeoutMs: 120_000 })
}
