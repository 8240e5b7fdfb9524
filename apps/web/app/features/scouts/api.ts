import { scoutsEndpoints as endpoints, moderationEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the candidate's scouts inbox, typed by the contracts.

export type ScoutList = CallResult<typeof endpoints.listScouts>
export type Scout = ScoutList['scouts'][number]
export type ScoutWithThread = CallResult<typeof endpoints.openScout>
export type ScoutMessage = CallResult<typeof endpoints.replyToScout>

export function fetchScouts(api: ApiClient, page: number): Promise<ScoutList> {
  return api.call(endpoints.listScouts, { query: { page } })
}

/** One scout with its messages; opening it marks it read. */
export function openScout(api: ApiClient, id: number): Promise<ScoutWithThread> {
  return api.call(endpoints.openScout, { params: { id } })
}

export async function countUnreadScouts(api: ApiClient): Promise<number> {
  return (await api.call(endpoints.countUnreadScouts)).count
}

/**
 * Replies to a scout. The body is the reply form's values in the wire spelling, with the
 * draft's `client_request_id`: sending it again answers the message already posted.
 */
export function replyToScout(api: ApiClient, id: number, body: unknown): Promise<ScoutMessage> {
  return api.call(endpoints.replyToScout, {
    params: { id },
    body: body as { body: string; clientRequestId: string },
  })
}

/** Declines the scout with a reason; declining again answers the first decline. */
export function declineScout(api: ApiClient, id: number, body: unknown): Promise<Scout> {
  return api.call(endpoints.declineScout, {
    params: { id },
    body: body as CallInput<typeof endpoints.declineScout>['body'],
  })
}

/** "Interested" without a message: matches the candidate with the scout's organisation. */
export function contactThroughScout(api: ApiClient, scoutId: number) {
  return api.call(endpoints.contactThroughScout, { body: { scoutId } })
}

/**
 * Reports the recruiter who sent the scout to the platform; the recruiter is not told. Reporting
 * the same scout again answers the first report.
 */
export function reportRecruiter(api: ApiClient, scoutId: number, body: unknown) {
  return api.call(moderationEndpoints.reportRecruiter, {
    params: { id: scoutId },
    body: body as CallInput<typeof moderationEndpoints.reportRecruiter>['body'],
  })
}
