import {
  companyEndpoints,
  jobManagementEndpoints as endpoints,
  jobEndpoints,
} from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'
import {
  fetchIndustries,
  fetchPrefectures,
  type Industry,
  type Prefecture,
} from '../../lib/reference'

// Every call of the recruiter's job management pages, typed by the contracts. The list of the
// organisation's jobs is in lib/managed-jobs.ts: the scout form chooses from it too.

export type ManagedJob = CallResult<typeof endpoints.getManagedJobInfo>
export type JobTypeChoice = CallResult<typeof endpoints.listManagedJobTypes>['jobTypes'][number]
export type JobTag = CallResult<typeof jobEndpoints.listJobInfoTags>['jobInfoTags'][number]
export type CompanySuggestion = CallResult<
  typeof companyEndpoints.suggestCompanies
>['companies'][number]

type CreateBody = CallInput<typeof endpoints.createManagedJobInfo>['body']
type UpdateBody = CallInput<typeof endpoints.updateManagedJobInfo>['body']

export function fetchManagedJob(api: ApiClient, id: number): Promise<ManagedJob> {
  return api.call(endpoints.getManagedJobInfo, { params: { id } })
}

/**
 * Creates a job. The body is the form's values in the wire spelling, already checked against
 * the same rules, with the draft's `client_request_id`: sent again, it answers the job the first
 * send created.
 */
export function createManagedJob(api: ApiClient, body: unknown): Promise<ManagedJob> {
  return api.call(endpoints.createManagedJobInfo, { body: body as CreateBody })
}

export function updateManagedJob(api: ApiClient, id: number, body: unknown): Promise<ManagedJob> {
  return api.call(endpoints.updateManagedJobInfo, { params: { id }, body: body as UpdateBody })
}

/** Only drafts may be deleted; the API refuses others with jobNotDeletable. */
export async function deleteManagedJob(api: ApiClient, id: number): Promise<void> {
  await api.call(endpoints.deleteManagedJobInfo, { params: { id } })
}

/** Moves the end of the recruitment 90 days on. */
export function extendManagedJob(api: ApiClient, id: number): Promise<ManagedJob> {
  return api.call(endpoints.extendManagedJobInfo, { params: { id } })
}

/** Closes the recruitment; a second close answers recruitmentAlreadyClosed. */
export function closeManagedJob(api: ApiClient, id: number): Promise<ManagedJob> {
  return api.call(endpoints.closeManagedJobInfo, { params: { id } })
}

export async function fetchJobTypeParents(api: ApiClient): Promise<JobTypeChoice[]> {
  return (await api.call(endpoints.listManagedJobTypes)).jobTypes
}

/** The children of the given parent job types, in order; none for no parent. */
export async function fetchJobTypeChildren(
  api: ApiClient,
  parentIds: readonly number[],
): Promise<JobTypeChoice[]> {
  if (parentIds.length === 0) return []
  return (
    await api.call(endpoints.listManagedJobTypeChildren, {
      query: { parentIds: parentIds.join(',') },
    })
  ).jobTypes
}

export async function suggestCompanies(
  api: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<CompanySuggestion[]> {
  return (
    await api.call(companyEndpoints.suggestCompanies, {
      query: { keyword },
      ...(signal ? { signal } : {}),
    })
  ).companies
}

/** What the job form chooses from. */
export interface JobFormChoices {
  industries: Industry[]
  prefectures: Prefecture[]
  jobTypeParents: JobTypeChoice[]
  /** The children of the parents the job already uses, so its pickers open filled in. */
  jobTypeChildren: JobTypeChoice[]
  tags: JobTag[]
}

export async function fetchJobFormChoices(
  api: ApiClient,
  job: ManagedJob | null,
): Promise<JobFormChoices> {
  const parentIds = [
    ...new Set((job?.jobTypes ?? []).map((jobType) => jobType.parentId ?? jobType.id)),
  ]
  const [industries, prefectures, jobTypeParents, jobTypeChildren, tags] = await Promise.all([
    fetchIndustries(api),
    fetchPrefectures(api),
    fetchJobTypeParents(api),
    fetchJobTypeChildren(api, parentIds),
    api.call(jobEndpoints.listJobInfoTags).then((answer) => answer.jobInfoTags),
  ])
  return { industries, prefectures, jobTypeParents, jobTypeChildren, tags }
}
