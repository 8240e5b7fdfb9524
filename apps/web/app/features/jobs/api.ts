import { eventEndpoints, jobEndpoints, moderationEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'
import { apiQueryOf, type JobSearchState, type SearchCriteria } from '../../lib/job-search-query'

// Every call of the job catalogue: lists, search, detail, stocks, saved searches, job types
// (the reference list of this domain, used by other pages too) and the weekly rankings.

export type JobDetail = CallResult<typeof jobEndpoints.getJobInfo>
export type JobTypeTree = CallResult<typeof jobEndpoints.listJobTypes>['jobTypes']
export type JobTag = CallResult<typeof jobEndpoints.listJobInfoTags>['jobInfoTags'][number]
export type SavedSearch = CallResult<
  typeof jobEndpoints.listSearchConditions
>['jobSearchConditions'][number]
export type SearchResults = CallResult<typeof jobEndpoints.searchJobInfos>
export type BannerJob = CallResult<typeof jobEndpoints.listBannerJobInfos>['bannerJobInfos'][number]
export type WeeklyRanking = CallResult<typeof jobEndpoints.getWeeklyRankings>
export type JobTypeRanking = CallResult<typeof jobEndpoints.getJobTypeRankings>
export type StockState = CallResult<typeof jobEndpoints.stockJobInfo>
export type JobEvent = CallResult<typeof eventEndpoints.listJobInfoEvents>['events'][number]

/** Results per page of the job search. */
export const SEARCH_PER_PAGE = 20

export async function fetchJobTypes(api: ApiClient): Promise<JobTypeTree> {
  return (await api.call(jobEndpoints.listJobTypes)).jobTypes
}

/** Public jobs per job type id. */
export async function fetchJobTypeCounts(api: ApiClient): Promise<Record<number, number>> {
  const { jobTypeStats } = await api.call(jobEndpoints.listJobTypeStats)
  return Object.fromEntries(jobTypeStats.map((stat) => [stat.jobTypeId, stat.jobInfoCount]))
}

export async function fetchJobTags(api: ApiClient): Promise<JobTag[]> {
  return (await api.call(jobEndpoints.listJobInfoTags)).jobInfoTags
}

export async function fetchSavedSearches(api: ApiClient): Promise<SavedSearch[]> {
  return (await api.call(jobEndpoints.listSearchConditions)).jobSearchConditions
}

/** Saves a search's criteria under a name; saving the same again answers the one kept. */
export function saveSearch(
  api: ApiClient,
  name: string,
  conditions: SearchCriteria,
): Promise<SavedSearch> {
  return api.call(jobEndpoints.saveSearchCondition, { body: { name, conditions } })
}

export function searchJobs(api: ApiClient, state: JobSearchState): Promise<SearchResults> {
  return api.call(jobEndpoints.searchJobInfos, { query: apiQueryOf(state, SEARCH_PER_PAGE) })
}

export async function fetchBanners(api: ApiClient, keyword: string): Promise<BannerJob[]> {
  return (await api.call(jobEndpoints.listBannerJobInfos, { query: { keyword } })).bannerJobInfos
}

export function fetchJob(api: ApiClient, id: number): Promise<JobDetail> {
  return api.call(jobEndpoints.getJobInfo, { params: { id } })
}

/** Public jobs filtered like a search, e.g. a company's other jobs. */
export function listJobs(
  api: ApiClient,
  query: NonNullable<CallInput<typeof jobEndpoints.listJobInfos>['query']>,
) {
  return api.call(jobEndpoints.listJobInfos, { query })
}

/** The events of a job (briefings, seminars); the events domain serves them. */
export async function fetchJobEvents(api: ApiClient, jobId: number): Promise<JobEvent[]> {
  return (await api.call(eventEndpoints.listJobInfoEvents, { query: { jobInfoId: jobId } })).events
}

export async function fetchSpecialPickup(api: ApiClient, limit: number) {
  return (await api.call(jobEndpoints.listSpecialPickupJobInfos, { query: { limit } })).jobInfos
}

/** The public jobs the editors related to a column, in their order. */
export async function fetchColumnRelatedJobs(api: ApiClient, columnId: number) {
  return (await api.call(jobEndpoints.listColumnRelatedJobInfos, { query: { columnId } })).jobInfos
}

export async function fetchLatestJobs(api: ApiClient, limit: number) {
  return (await api.call(jobEndpoints.listLatestJobInfos, { query: { limit } })).jobInfos
}

export function fetchWeeklyRanking(api: ApiClient): Promise<WeeklyRanking> {
  return api.call(jobEndpoints.getWeeklyRankings)
}

export function fetchJobTypeRanking(api: ApiClient, jobTypePath: string): Promise<JobTypeRanking> {
  return api.call(jobEndpoints.getJobTypeRankings, { query: { jobTypePath } })
}

export function stockJob(api: ApiClient, id: number): Promise<StockState> {
  return api.call(jobEndpoints.stockJobInfo, { params: { id } })
}

export function unstockJob(api: ApiClient, id: number): Promise<StockState> {
  return api.call(jobEndpoints.unstockJobInfo, { params: { id } })
}

/** Reports a public listing to the administrators (anyone may). */
export async function reportJob(api: ApiClient, id: number, body: unknown): Promise<void> {
  await api.call(moderationEndpoints.reportJobInfo, {
    params: { id },
    body: body as CallInput<typeof moderationEndpoints.reportJobInfo>['body'],
  })
}
