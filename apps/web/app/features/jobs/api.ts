import type {
  JobInfoDetail,
  JobInfoListResponse,
  JobInfoShortListResponse,
  JobInfoStockState,
  JobSearchCondition,
  JobTypeNode,
  JobTypeRankingsResponse,
  ReferenceIndustry,
  ReferencePrefecture,
  SearchJobInfosResponse,
  WeeklyRankingsResponse,
} from '@kakehashi/contracts'
import type { ApiClient } from '../../lib/api-client'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'
import { apiQueryOf, type JobSearchState } from './search-query'
import type { JobSummary } from './types'

type Camel<T> = CamelCasedPropertiesDeep<T>

export type JobDetail = Camel<JobInfoDetail>
export type JobTypeTree = Camel<JobTypeNode>[]
export type Prefecture = Camel<ReferencePrefecture>
export type Industry = Camel<ReferenceIndustry>
export type JobTag = { id: number; code: string; name: string; nameEn: string }
export type SavedSearch = Camel<JobSearchCondition>
export type SearchResults = Camel<SearchJobInfosResponse>
export interface Banners {
  bannerJobInfos: { id: number; transactionId: string; jobInfo: JobSummary }[]
}
export type WeeklyRanking = Camel<WeeklyRankingsResponse>
export type JobTypeRanking = Camel<JobTypeRankingsResponse>
export type StockState = Camel<JobInfoStockState>

const API = '/api/v3'

/** Results per page of the job search. */
export const SEARCH_PER_PAGE = 20

/**
 * A part of a page that can do without its data (a list of choices, a side section): a failed
 * call leaves it empty instead of failing the whole page.
 */
export function orEmpty<T>(promise: Promise<T>, empty: T): Promise<T> {
  return promise.catch(() => empty)
}

export function fetchJobTypes(api: ApiClient): Promise<JobTypeTree> {
  return api.get<{ jobTypes: JobTypeTree }>(`${API}/job_types`).then((body) => body.jobTypes)
}

/** Public jobs per job type id. */
export function fetchJobTypeCounts(api: ApiClient): Promise<Record<number, number>> {
  return api
    .get<{ jobTypeStats: { jobTypeId: number; jobInfoCount: number }[] }>(`${API}/job_types/stats`)
    .then((body) =>
      Object.fromEntries(body.jobTypeStats.map((stat) => [stat.jobTypeId, stat.jobInfoCount])),
    )
}

export function fetchIndustries(api: ApiClient): Promise<Industry[]> {
  return api.get<{ industries: Industry[] }>(`${API}/industries`).then((body) => body.industries)
}

export function fetchPrefectures(api: ApiClient): Promise<Prefecture[]> {
  return api
    .get<{ prefectures: Prefecture[] }>(`${API}/prefectures`)
    .then((body) => body.prefectures)
}

export function fetchJobTags(api: ApiClient): Promise<JobTag[]> {
  return api.get<{ jobInfoTags: JobTag[] }>(`${API}/job_info_tags`).then((body) => body.jobInfoTags)
}

export function fetchSavedSearches(api: ApiClient): Promise<SavedSearch[]> {
  return api
    .get<{ jobSearchConditions: SavedSearch[] }>(`${API}/candidate/job_search_conditions`)
    .then((body) => body.jobSearchConditions)
}

export function searchJobs(api: ApiClient, state: JobSearchState): Promise<SearchResults> {
  return api.get<SearchResults>(`${API}/search_job_infos`, {
    query: apiQueryOf(state, SEARCH_PER_PAGE),
  })
}

export function fetchBanners(api: ApiClient, keyword: string): Promise<Banners> {
  return api.get<Banners>(`${API}/banner_job_infos`, { query: { keyword } })
}

export function fetchJob(api: ApiClient, id: number): Promise<JobDetail> {
  return api.get<JobDetail>(`${API}/job_infos/${id}`)
}

/** Public jobs filtered like a search, e.g. a company's other jobs. */
export function listJobs(
  api: ApiClient,
  query: { companyId?: number; jobTypeIds?: string; per: number; sort?: string },
): Promise<Camel<JobInfoListResponse>> {
  return api.get<Camel<JobInfoListResponse>>(`${API}/job_infos`, { query })
}

export function fetchSpecialPickup(api: ApiClient, limit: number) {
  return api
    .get<Camel<JobInfoShortListResponse>>(`${API}/job_infos/special_pickup`, { query: { limit } })
    .then((body) => body.jobInfos)
}

export function fetchLatestJobs(api: ApiClient, limit: number) {
  return api
    .get<Camel<JobInfoShortListResponse>>(`${API}/latest_job_infos`, { query: { limit } })
    .then((body) => body.jobInfos)
}

export function fetchWeeklyRanking(api: ApiClient): Promise<WeeklyRanking> {
  return api.get<WeeklyRanking>(`${API}/weekly_rankings`)
}

export function fetchJobTypeRanking(api: ApiClient, jobTypePath: string): Promise<JobTypeRanking> {
  return api.get<JobTypeRanking>(`${API}/job_type_rankings`, { query: { jobTypePath } })
}

export function stockJob(api: ApiClient, id: number): Promise<StockState> {
  return api.post<StockState>(`${API}/job_infos/${id}/job_info_stocks`)
}

export function unstockJob(api: ApiClient, id: number): Promise<StockState> {
  return api.delete<StockState>(`${API}/job_infos/${id}/job_info_stocks`)
}
