import {
  CANDIDATE_SEARCH_PATH,
  type CandidateSearchCriteria,
  CRITERIA_FIELDS,
  CRITERIA_KEYS,
  candidateSearchParams,
  cleanCriteria,
  type FieldKind,
  type memberSearchEndpoints,
  parameterOf,
} from '@kakehashi/contracts'
import type { CallInput } from './api-client'
import { readIds } from './job-search-query'

// A member search as the recruiter's pages keep it in their address: written by
// packages/contracts member-search-address.ts (alert mails link to the same address), read here.
// Values are read by their shape; the API checks ranges by the contract's rules and answers 422
// naming the field, which the results page shows.

export {
  CANDIDATE_CONDITIONS_PATH,
  CANDIDATE_SEARCH_PATH,
  CRITERIA_FIELDS,
  CRITERIA_KEYS,
  type CriteriaKey,
  candidateConditionsHref,
  candidateSearchHref,
  candidateSearchParams,
  cleanCriteria,
  DEFAULT_CANDIDATE_SORT,
  KEYWORD_KEYS,
  parameterOf,
} from '@kakehashi/contracts'

/** A candidate's own page, which the result list also opens in a side panel. */
export const candidatePagePath = (id: number) => `${CANDIDATE_SEARCH_PATH}/${id}`

function readNumber(raw: string | null): number | undefined {
  if (!raw || !/^\d+$/.test(raw.trim())) return undefined
  return Number(raw)
}

function readChoices(params: URLSearchParams, name: string, values: readonly string[]) {
  const chosen = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => values.includes(value))
  return [...new Set(chosen)]
}

/** Reads a member search from an address; a value of the wrong shape is dropped, not failed on. */
export function readCandidateCriteria(params: URLSearchParams): CandidateSearchCriteria {
  const criteria: Record<string, unknown> = {}
  for (const key of CRITERIA_KEYS) {
    const name = parameterOf(key)
    const field: FieldKind = CRITERIA_FIELDS[key]
    switch (field.kind) {
      case 'text':
        criteria[key] = params.get(name) ?? undefined
        break
      case 'ids':
        criteria[key] = readIds(params, name)
        break
      case 'number':
        criteria[key] = readNumber(params.get(name))
        break
      case 'flag':
        criteria[key] = params.get(name) === 'true' || params.get(name) === '1'
        break
      case 'choice': {
        const value = params.get(name)
        criteria[key] = value && field.values.includes(value) ? value : undefined
        break
      }
      case 'choices':
        criteria[key] = readChoices(params, name, field.values)
        break
    }
  }
  return cleanCriteria(criteria as CandidateSearchCriteria)
}

/** The API's query as the client takes it: camelCase names, each value as its text. */
export type CandidateSearchApiQuery = NonNullable<
  CallInput<typeof memberSearchEndpoints.searchCandidates>['query']
>

/** The API query of a search page (the client snake_cases the names). */
export function candidateSearchApiQuery(
  criteria: CandidateSearchCriteria,
  page: number,
  per: number,
): CandidateSearchApiQuery {
  const query: Record<string, string> = Object.fromEntries(candidateSearchParams(criteria))
  query.page = String(page)
  query.per = String(per)
  return query as CandidateSearchApiQuery
}
