import type { PublicConfig } from '@kakehashi/contracts'
import { type Analytics, createAnalytics } from './analytics'
import { type ChunkReloadGuard, createChunkReloadGuard } from './chunk-reload'
import { createErrorReporter, type ErrorReporter } from './error-reporting'

export interface BrowserServices {
  analytics: Analytics
  reporter: ErrorReporter
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

let services: BrowserServices | undefined
let chunkReloadGuard: ChunkReloadGuard | undefined
let knownConfig: PublicConfig | undefined

/** The root layout hands over the server's public configuration as soon as it renders. */
export function rememberPublicConfig(config: PublicConfig) {
  knownConfig = config
}

/** Created once per page load from the public configuration the server rendered. */
export function getBrowserServices(
  config: PublicConfig | undefined = knownConfig,
): BrowserServices {
  if (services) return services
  if (!config) throw new Error('The public configuration is not known yet')
  window.dataLayer ??= []
  services = {
    analytics: createAnalytics({ gtmId: config.gtmId, dataLayer: window.dataLayer }),
    reporter: createErrorReporter({ dsn: config.sentryDsn, environment: config.environment }),
  }
  return services
}

/** Needs no configuration, so it also guards failures before the root data is available. */
export function getChunkReloadGuard(): ChunkReloadGuard {
  chunkReloadGuard ??= createChunkReloadGuard({
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  })
  return chunkReloadGuard
}
