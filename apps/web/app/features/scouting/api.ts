import { scoutingEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'
import { type Contract, fetchContract } from '../../lib/contract'
import { fetchScoutableJobs, type ManagedJobRow } from '../../lib/managed-jobs'
import { orEmpty } from '../../lib/route-data'
import { fetchScoutTemplates, type ScoutTemplate } from '../../lib/scout-templates'

// Every call of the scout form, typed by the contracts: what a scout can be about and wrapped
// in, and the sends themselves.

export type SentScout = CallResult<typeof endpoints.createScout>
export type ScoutBulkResult = CallResult<typeof endpoints.bulkCreateScouts>
export type ScoutSendResult = ScoutBulkResult['results'][number]

type CreateBody = CallInput<typeof endpoints.createScout>['body']
type BulkCreateBody = CallInput<typeof endpoints.bulkCreateScouts>['body']

/** What the scout form chooses from. */
export interface ScoutChoices {
  /** The jobs a scout may be about (open or scout-only, within their recruitment period). */
  jobs: ManagedJobRow[]
  /** The organisation's normal templates; none when the recruiter may not read them. */
  templates: ScoutTemplate[]
  /** Its remind templates, one of which may be resent to a candidate who does not answer. */
  remindTemplates: ScoutTemplate[]
  /** The contract, for the special scouts it has left this month; null without one. */
  contract: Contract | null
}

/**
 * The organisation's jobs a scout may be about, its normal and remind templates and its
 * contract. The templates are optional to a scout, so an account that may not list them writes
 * without one.
 */
export async function fetchScoutChoices(api: ApiClient): Promise<ScoutChoices> {
  const [jobs, templates, remindTemplates, contract] = await Promise.all([
    fetchScoutableJobs(api),
    orEmpty(fetchScoutTemplates(api, 'normal'), []),
    orEmpty(fetchScoutTemplates(api, 'remind'), []),
    orEmpty(fetchContract(api), null),
  ])
  return { jobs, templates, remindTemplates, contract }
}

/**
 * A scout to one candidate. The body is the form's values in the wire spelling, already checked
 * against the same rules, with the draft's `client_request_id`: sent again, it answers the scout
 * the first send made.
 */
export function createScout(api: ApiClient, body: unknown): Promise<SentScout> {
  return api.call(endpoints.createScout, { body: body as CreateBody })
}

/**
 * The same scout to the candidates named (`candidate_ids`) or to a saved search's newest matches
 * (`search_condition_id` and `count`); the answer says who got it and why the others did not.
 */
export function bulkCreateScouts(api: ApiClient, body: unknown): Promise<ScoutBulkResult> {
  return api.call(endpoints.bulkCreateScouts, { body: body as BulkCreateBody })
}
