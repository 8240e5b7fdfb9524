import { candidateSearchConditionEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The calls of the alert mails' one-click opt-out, typed by the contracts.

export type NotificationTurnedOff = CallResult<typeof endpoints.turnOffSearchConditionNotification>

/** Turns a saved search's alerts off with the token of the mailed link; no sign-in needed. */
export function turnOffNotification(
  api: ApiClient,
  id: number,
  token: string,
): Promise<NotificationTurnedOff> {
  return api.call(endpoints.turnOffSearchConditionNotification, { params: { id }, body: { token } })
}
