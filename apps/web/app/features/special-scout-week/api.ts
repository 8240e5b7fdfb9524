import { candidateActivityEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The calls of the special scout week page, typed by the contracts.

export type Campaign = CallResult<typeof endpoints.getCurrentScoutCampaign>
/** The running campaign with the candidate's join status and profile completeness. */
export type JoinStatus = CallResult<typeof endpoints.getScoutCampaignJoinStatus>

/** The campaign running today; the API answers 404 when there is none. */
export function fetchCurrentCampaign(api: ApiClient): Promise<Campaign> {
  return api.call(endpoints.getCurrentScoutCampaign)
}

/** The signed-in candidate's view of the running campaign; 404 when there is none. */
export function fetchJoinStatus(api: ApiClient): Promise<JoinStatus> {
  return api.call(endpoints.getScoutCampaignJoinStatus)
}

export function saveJoinStatus(api: ApiClient, isJoined: boolean): Promise<JoinStatus> {
  return api.call(endpoints.saveScoutCampaignJoinStatus, { body: { isJoined } })
}
