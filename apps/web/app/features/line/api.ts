import { lineEndpoints as endpoints } from '@kakehashi/contracts'
import { type ApiClient, type CallResult, isApiError } from '../../lib/api-client'

// Every call of LINE sign-in and linking, typed by the contracts. Starting the round trip is a
// link the browser follows (line-sign-in-button.tsx), not a call.

export type LineSettings = CallResult<typeof endpoints.getLineSettings>

/** Whether LINE sign-in is configured; a failed check hides the button rather than the page. */
export async function fetchLineStatus(api: ApiClient): Promise<boolean> {
  try {
    return (await api.call(endpoints.getLineStatus)).enabled === true
  } catch {
    return false
  }
}

/** Whether a LINE account is linked; the API answers `lineNotConfigured` where LINE is off. */
export function fetchLineSettings(api: ApiClient): Promise<LineSettings> {
  return api.call(endpoints.getLineSettings)
}

/** Unlinks the LINE account; succeeds when none is linked. */
export async function unlinkLine(api: ApiClient): Promise<void> {
  await api.call(endpoints.unlinkLine)
}

/** What is true of the visitor and LINE; the LINE pages claim nothing beyond it. */
export type LineAccountState = 'unavailable' | 'signedOut' | 'linked' | 'notLinked'

/**
 * Reads the visitor's LINE state from the API: whether this server offers LINE at all, whether
 * the visitor is signed in, and whether a LINE account is linked to them.
 */
export async function readLineAccountState(
  api: ApiClient,
  isSignedIn: boolean,
): Promise<LineAccountState> {
  if (!isSignedIn) return (await fetchLineStatus(api)) ? 'signedOut' : 'unavailable'
  try {
    return (await fetchLineSettings(api)).isAccountLinked ? 'linked' : 'notLinked'
  } catch (error) {
    if (isApiError(error) && error.code === 'lineNotConfigured') return 'unavailable'
    throw error
  }
}
