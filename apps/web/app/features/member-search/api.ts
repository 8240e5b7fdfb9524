import {
  type CandidateSearchCriteria,
  candidateRecordEndpoints,
  candidateSearchConditionEndpoints,
  memberSearchEndpoints,
} from '@kakehashi/contracts'
import { type ApiClient, type CallResult, isApiError } from '../../lib/api-client'
import { snakeCaseKey, toCamelCaseKeys } from '../../lib/case-conversion'
import {
  CRITERIA_KEYS,
  type CriteriaKey,
  candidateSearchApiQuery,
} from '../../lib/member-search-query'

// Every call of the member search pages, typed by the contracts.

export type CandidateSearchResults = CallResult<typeof memberSearchEndpoints.searchCandidates>
export type CandidateResult = CandidateSearchResults['candidates'][number]
export type CandidateHighlight = CandidateResult['highlights'][number]
export type OrganisationLabel = CallResult<
  typeof candidateRecordEndpoints.listLabels
>['labels'][number]
export type BulkLabelResult = CallResult<typeof candidateRecordEndpoints.addLabelToCandidates>
export type SavedSearch = CallResult<typeof candidateSearchConditionEndpoints.createSearchCondition>

export function searchCandidates(
  api: ApiClient,
  criteria: CandidateSearchCriteria,
  page: number,
  per: number,
): Promise<CandidateSearchResults> {
  return api.call(memberSearchEndpoints.searchCandidates, {
    query: candidateSearchApiQuery(criteria, page, per),
  })
}

/** A criterion the API refused, with its message in the visitor's language. */
export interface CriteriaProblem {
  key: CriteriaKey | null
  message: string
}

/**
 * A page of results, or what the API found wrong with criteria typed into the address (a value
 * out of range answers 422 naming its field): the page shows the problems instead of failing.
 */
export async function searchCandidatesOrProblems(
  api: ApiClient,
  criteria: CandidateSearchCriteria,
  page: number,
  per: number,
): Promise<{ results: CandidateSearchResults | null; problems: CriteriaProblem[] }> {
  try {
    return { results: await searchCandidates(api, criteria, page, per), problems: [] }
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) throw error
    return {
      results: null,
      problems: error.issues.map((issue) => {
        const last = snakeCaseKey(String(issue.path[issue.path.length - 1] ?? ''))
        const key = (CRITERIA_KEYS as string[]).includes(last) ? (last as CriteriaKey) : null
        return { key, message: issue.message }
      }),
    }
  }
}

/** The organisation's labels, by name: to filter by and to put on a selection. */
export async function fetchLabels(api: ApiClient): Promise<OrganisationLabel[]> {
  return (await api.call(candidateRecordEndpoints.listLabels)).labels
}

/** Puts a label on (or takes it off) up to CANDIDATE_BULK_MAX candidates at once. */
export function changeLabelOfCandidates(
  api: ApiClient,
  change: { labelId: number; candidateIds: number[]; isRemoval: boolean },
): Promise<BulkLabelResult> {
  const endpoint = change.isRemoval
    ? candidateRecordEndpoints.removeLabelFromCandidates
    : candidateRecordEndpoints.addLabelToCandidates
  return api.call(endpoint, {
    params: { id: change.labelId },
    body: { candidateIds: change.candidateIds },
  })
}

/** The save dialog's values, in the wire spelling. */
export interface SaveSearchValues extends Record<string, unknown> {
  name: string
  notify_new_members: boolean
  query: CandidateSearchCriteria
  client_request_id: string
}

/** Saves a search; sent again with the same draft id it answers the search the first send saved. */
export function saveSearch(api: ApiClient, values: SaveSearchValues): Promise<SavedSearch> {
  return api.call(candidateSearchConditionEndpoints.createSearchCondition, {
    body: {
      name: values.name,
      notifyNewMembers: values.notify_new_members,
      query: toCamelCaseKeys(values.query),
      clientRequestId: values.client_request_id,
    },
  })
}
