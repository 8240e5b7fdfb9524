import {
  ANNUAL_INCOME_MAX,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  JOB_SORT_TYPES,
  type JobSearchCriteria,
  type JobSortType,
} from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from './case-conversion'

export const SEARCH_RESULTS_PATH = '/job_infos/search_results'
export const SEARCH_CONDITIONS_PATH = '/job_infos/search_conditions'

/** Saved criteria as the API client hands them over (camelCased). */
export type SearchCriteria = CamelCasedPropertiesDeep<JobSearchCriteria>

/**
 * The conditions of a job search as the search pages keep them in their URL. Parameter names
 * are the spec's (`jobTypeIds`), camelCased; the API client turns them into the API's
 * snake_case names.
 */
export interface JobSearchState {
  keyword: string
  jobTypeIds: number[]
  industryIds: number[]
  prefectureIds: number[]
  jobInfoTagIds: number[]
  employmentType: EmploymentType | null
  salaryMin: number | null
  salaryMax: number | null
  sort: JobSortType
  page: number
}

export const ID_LIST_KEYS = ['jobTypeIds', 'industryIds', 'prefectureIds', 'jobInfoTagIds'] as const
export type IdListKey = (typeof ID_LIST_KEYS)[number]

export const DEFAULT_SORT: JobSortType = 'recommend'

/** Salary choices of the search forms, in 万円. */
export const SALARY_CHOICES = [
  300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1500, 2000, 2500, 3000,
] as const

// Ids come once per parameter from a form (`a=1&a=2`) or comma separated from a link (`a=1,2`).
export function readIds(params: URLSearchParams, key: string): number[] {
  const ids = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0)
  return [...new Set(ids)]
}

function readSalary(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key)
  if (!raw) return null
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 && value <= ANNUAL_INCOME_MAX ? value : null
}

/** Reads a search from a URL's query; anything malformed is dropped rather than failing. */
export function readSearchState(params: URLSearchParams): JobSearchState {
  const employment = params.get('employmentType')
  const sort = params.get('sort')
  const page = Number(params.get('page'))
  return {
    keyword: (params.get('keyword') ?? '').replace(/\s+/g, ' ').trim(),
    jobTypeIds: readIds(params, 'jobTypeIds'),
    industryIds: readIds(params, 'industryIds'),
    prefectureIds: readIds(params, 'prefectureIds'),
    jobInfoTagIds: readIds(params, 'jobInfoTagIds'),
    employmentType: (EMPLOYMENT_TYPES as readonly string[]).includes(employment ?? '')
      ? (employment as EmploymentType)
      : null,
    salaryMin: readSalary(params, 'salaryMin'),
    salaryMax: readSalary(params, 'salaryMax'),
    sort: (JOB_SORT_TYPES as readonly string[]).includes(sort ?? '')
      ? (sort as JobSortType)
      : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The query string of a search, with only what is set, ids comma separated. */
export function searchParamsOf(state: Partial<JobSearchState>): URLSearchParams {
  const params = new URLSearchParams()
  if (state.keyword) params.set('keyword', state.keyword)
  for (const key of ID_LIST_KEYS) {
    const ids = state[key]
    if (ids?.length) params.set(key, ids.join(','))
  }
  if (state.employmentType) params.set('employmentType', state.employmentType)
  if (state.salaryMin) params.set('salaryMin', String(state.salaryMin))
  if (state.salaryMax) params.set('salaryMax', String(state.salaryMax))
  if (state.sort && state.sort !== DEFAULT_SORT) params.set('sort', state.sort)
  if (state.page && state.page > 1) params.set('page', String(state.page))
  return params
}

export function searchResultsHref(state: Partial<JobSearchState>): string {
  const query = searchParamsOf(state).toString()
  return query ? `${SEARCH_RESULTS_PATH}?${query}` : SEARCH_RESULTS_PATH
}

export function searchConditionsHref(state: Partial<JobSearchState>): string {
  const query = searchParamsOf({ ...state, page: 1 }).toString()
  return query ? `${SEARCH_CONDITIONS_PATH}?${query}` : SEARCH_CONDITIONS_PATH
}

/** The API query of a search (the client snake_cases the names). */
export function apiQueryOf(state: JobSearchState, per: number) {
  return {
    keyword: state.keyword || undefined,
    jobTypeIds: state.jobTypeIds.length ? state.jobTypeIds.join(',') : undefined,
    industryIds: state.industryIds.length ? state.industryIds.join(',') : undefined,
    prefectureIds: state.prefectureIds.length ? state.prefectureIds.join(',') : undefined,
    jobInfoTagIds: state.jobInfoTagIds.length ? state.jobInfoTagIds.join(',') : undefined,
    employmentType: state.employmentType ?? undefined,
    salaryMin: state.salaryMin ?? undefined,
    salaryMax: state.salaryMax ?? undefined,
    sort: state.sort,
    page: state.page,
    per,
  }
}

/** A search as saved conditions keep it (no page). */
export function criteriaOf(state: JobSearchState): SearchCriteria {
  const criteria: SearchCriteria = {}
  if (state.keyword) criteria.keyword = state.keyword
  for (const key of ID_LIST_KEYS) if (state[key].length) criteria[key] = state[key]
  if (state.employmentType) criteria.employmentType = state.employmentType
  if (state.salaryMin) criteria.salaryMin = state.salaryMin
  if (state.salaryMax) criteria.salaryMax = state.salaryMax
  if (state.sort !== DEFAULT_SORT) criteria.sort = state.sort
  return criteria
}

/** Saved conditions back into a search. */
export function stateOfCriteria(criteria: SearchCriteria): JobSearchState {
  return {
    keyword: criteria.keyword ?? '',
    jobTypeIds: criteria.jobTypeIds ?? [],
    industryIds: criteria.industryIds ?? [],
    prefectureIds: criteria.prefectureIds ?? [],
    jobInfoTagIds: criteria.jobInfoTagIds ?? [],
    employmentType: criteria.employmentType ?? null,
    salaryMin: criteria.salaryMin ?? null,
    salaryMax: criteria.salaryMax ?? null,
    sort: criteria.sort ?? DEFAULT_SORT,
    page: 1,
  }
}
