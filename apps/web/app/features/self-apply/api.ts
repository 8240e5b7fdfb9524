import { candidateActivityEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The calls of self-application, typed by the contracts.

export type SelfApply = CallResult<typeof endpoints.createSelfApply>

/** Applies to a public job; applying again answers the first application. */
export function applyToJob(api: ApiClient, jobInfoId: number, message: string): Promise<SelfApply> {
  return api.call(endpoints.createSelfApply, { body: { jobInfoId, message } })
}
