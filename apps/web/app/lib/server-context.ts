import type { PublicConfig } from '@kakehashi/contracts'
import { createContext } from 'react-router'

/**
 * What the hosting server gives every loader and action. `apiFetch` reaches the API in-process,
 * so loaders use the same endpoints, rules and authorisation as the browser.
 */
export interface ServerContext {
  apiFetch: typeof fetch
  publicConfig: PublicConfig
  enableTestRoutes: boolean
  /** This answer's content-security-policy nonce: every inline script of the page carries it. */
  cspNonce?: string
}

export const serverContext = createContext<ServerContext>()
