import { lineEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

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
