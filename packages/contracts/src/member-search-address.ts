import {
  COMPANY_TYPE_TENDENCIES,
  DEGREE_TYPES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  LANGUAGE_LEVELS,
} from './candidate-constants.ts'
import type { CandidateSearchCriteria } from './member-search.ts'
import { CANDIDATE_SORTS, COWORKER_EXCLUSION_NAMES } from './member-search-constants.ts'

// A member search as the recruiter's pages keep it in their address, the same way the public job
// search does: camelCased parameter names, lists comma separated, only what is set. The pages
// read and write it (apps/web lib/member-search-query.ts), and alert mails link to it, so it is
// written here once, without schemas, for both.

export const CANDIDATE_SEARCH_PATH = '/client/candidates'
export const CANDIDATE_CONDITIONS_PATH = '/client/candidates/search_conditions'

export type CriteriaKey = keyof CandidateSearchCriteria

export type FieldKind =
  | { kind: 'text' }
  | { kind: 'ids' }
  | { kind: 'number' }
  | { kind: 'flag' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'choices'; values: readonly string[] }

const text = { kind: 'text' } as const
const ids = { kind: 'ids' } as const
const number = { kind: 'number' } as const
const flag = { kind: 'flag' } as const
const choice = (values: readonly string[]) => ({ kind: 'choice', values }) as const
const choices = (values: readonly string[]) => ({ kind: 'choices', values }) as const

/**
 * Every criterion of the contract with the shape of its value, in the order the pages list them.
 * `satisfies` makes a criterion the contract adds fail the build until it is placed here.
 */
export const CRITERIA_FIELDS = {
  keyword: text,
  keyword_any: text,
  keyword_none: text,
  experience_job_type_ids: ids,
  wish_job_type_ids: ids,
  career_industry_ids: ids,
  wish_industry_ids: ids,
  current_income_min: number,
  current_income_max: number,
  request_income_min: number,
  request_income_max: number,
  age_min: number,
  age_max: number,
  genders: choices(GENDERS),
  prefecture_ids: ids,
  language_id: number,
  language_level: choice(LANGUAGE_LEVELS),
  toeic_min: number,
  toefl_min: number,
  toefl_itp_min: number,
  degree_min: choice(DEGREE_TYPES),
  university_ids: ids,
  company_type_tendencies: choices(COMPANY_TYPE_TENDENCIES),
  job_change_timings: choices(JOB_CHANGE_TIMINGS),
  last_login_within: number,
  updated_within: number,
  career_detail_min: number,
  label_ids: ids,
  stocked_only: flag,
  include_hidden: flag,
  include_recently_scouted: flag,
  exclude_coworker: choices(COWORKER_EXCLUSION_NAMES),
  sort: choice(CANDIDATE_SORTS),
} as const satisfies Record<CriteriaKey, FieldKind>

export const CRITERIA_KEYS = Object.keys(CRITERIA_FIELDS) as CriteriaKey[]

/** The keyword boxes: all of these words, any of these, none of these. */
export const KEYWORD_KEYS = ['keyword', 'keyword_any', 'keyword_none'] as const

/** The order the results have when the address names none, as the API applies it. */
export const DEFAULT_CANDIDATE_SORT = CANDIDATE_SORTS[0]

/** The address's name of a criterion: the spec's camelCase spelling (`keywordAny`). */
export const parameterOf = (key: CriteriaKey) =>
  key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

const collapse = (value: string) => value.replace(/[\s\u3000]+/g, ' ').trim()

/**
 * Only what narrows the search: blank words, empty lists and unticked switches are the same as
 * leaving the criterion out, so saved searches and addresses compare equal.
 */
export function cleanCriteria(criteria: CandidateSearchCriteria): CandidateSearchCriteria {
  const clean: Record<string, unknown> = {}
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key]
    if (value === undefined || value === null || value === false) continue
    if (typeof value === 'string') {
      const words = CRITERIA_FIELDS[key].kind === 'text' ? collapse(value) : value
      if (words) clean[key] = words
    } else if (Array.isArray(value)) {
      if (value.length) clean[key] = [...new Set<unknown>(value)]
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) clean[key] = value
    } else {
      clean[key] = value
    }
  }
  if (clean.sort === DEFAULT_CANDIDATE_SORT) delete clean.sort
  return clean as CandidateSearchCriteria
}

function writeValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(',')
  return String(value)
}

/** The query string of a search, with only what is set, in the order of CRITERIA_FIELDS. */
export function candidateSearchParams(
  criteria: CandidateSearchCriteria,
  page = 1,
): URLSearchParams {
  const clean = cleanCriteria(criteria)
  const params = new URLSearchParams()
  for (const key of CRITERIA_KEYS) {
    const value = clean[key]
    if (value !== undefined) params.set(parameterOf(key), writeValue(value))
  }
  if (page > 1) params.set('page', String(page))
  return params
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The results page of a search (its first page unless `page` says otherwise). */
export function candidateSearchHref(criteria: CandidateSearchCriteria, page = 1): string {
  return withQuery(CANDIDATE_SEARCH_PATH, candidateSearchParams(criteria, page))
}

/** The full conditions form, filled in with a search. */
export function candidateConditionsHref(criteria: CandidateSearchCriteria): string {
  return withQuery(CANDIDATE_CONDITIONS_PATH, candidateSearchParams(criteria))
}
