import {
  type CandidateSearchCriteria,
  candidateSearchConditionEndpoints as endpoints,
} from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'
import { toCamelCaseKeys, toSnakeCaseKeys } from '../../lib/case-conversion'

// Every call of the recruiter's saved-search pages, typed by the contracts.

export type SavedSearch = CallResult<typeof endpoints.getSearchCondition>

/** What a saved search's page changes: any of these; the rest stays as saved. */
export interface SavedSearchChange {
  name?: string
  notifyNewMembers?: boolean
  query?: CandidateSearchCriteria
}

/**
 * A saved search's criteria in the contract's spelling: the client camelCases every answer,
 * while the member search's address and form read the criteria as the API names them.
 */
export function criteriaOf(search: Pick<SavedSearch, 'query'>): CandidateSearchCriteria {
  return toSnakeCaseKeys(search.query) as CandidateSearchCriteria
}

/** The recruiter's own saved searches, newest first (at most SEARCH_CONDITIONS_MAX). */
export async function fetchSavedSearches(api: ApiClient): Promise<SavedSearch[]> {
  return (await api.call(endpoints.listSearchConditions)).searchConditions
}

/** One of the recruiter's saved searches; anyone else's answers 404. */
export function fetchSavedSearch(api: ApiClient, id: number): Promise<SavedSearch> {
  return api.call(endpoints.getSearchCondition, { params: { id } })
}

export function updateSavedSearch(
  api: ApiClient,
  id: number,
  change: SavedSearchChange,
): Promise<SavedSearch> {
  const { query, ...rest } = change
  return api.call(endpoints.updateSearchCondition, {
    params: { id },
    body: { ...rest, ...(query ? { query: toCamelCaseKeys(query) } : {}) },
  })
}

export async function deleteSavedSearch(api: ApiClient, id: number): Promise<void> {
  await api.call(endpoints.deleteSearchCondition, { params: { id } })
}
