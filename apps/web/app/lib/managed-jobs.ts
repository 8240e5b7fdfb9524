import {
  jobManagementEndpoints as endpoints,
  type JobManagementSort,
  type JobStatus,
  MAX_PAGE_SIZE,
} from '@kakehashi/contracts'
import type { ApiClient, CallResult } from './api-client'

// The organisation's jobs as its recruiters list them: the job management pages page through
// them, the scout form chooses the job a scout is about from them.

export type ManagedJobList = CallResult<typeof endpoints.listManagedJobInfos>
export type ManagedJobRow = ManagedJobList['jobInfos'][number]

export interface ManagedJobQuery {
  status: JobStatus | undefined
  /** Only the open or scout-only jobs ending within JOB_EXPIRING_DAYS days. */
  expiring?: boolean
  keyword: string
  sort: JobManagementSort
  page: number
  per: number
}

export function fetchManagedJobs(api: ApiClient, query: ManagedJobQuery): Promise<ManagedJobList> {
  return api.call(endpoints.listManagedJobInfos, {
    query: {
      ...(query.status ? { status: query.status } : {}),
      ...(query.expiring ? { expiring: 'true' as const } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
      sort: query.sort,
      page: query.page,
      per: query.per,
    },
  })
}

/** The states of a job a scout may be about: public, or open to scouts only. */
export const SCOUTABLE_JOB_STATUSES = ['open', 'open_for_scout'] as const satisfies JobStatus[]

/** Every job of the organisation in one state, page after page, latest change first. */
async function fetchAllManagedJobs(api: ApiClient, status: JobStatus): Promise<ManagedJobRow[]> {
  const rows: ManagedJobRow[] = []
  for (let page = 1; ; page += 1) {
    const list = await fetchManagedJobs(api, {
      status,
      keyword: '',
      sort: 'updated_at',
      page,
      per: MAX_PAGE_SIZE,
    })
    rows.push(...list.jobInfos)
    if (page >= list.pagination.totalPages) return rows
  }
}

/**
 * The jobs a scout may be about: open or open to scouts only, and not past the end of their
 * recruitment (the API refuses those with invalidJobInfoEffectivePeriod), latest change first.
 */
export async function fetchScoutableJobs(api: ApiClient): Promise<ManagedJobRow[]> {
  const lists = await Promise.all(
    SCOUTABLE_JOB_STATUSES.map((status) => fetchAllManagedJobs(api, status)),
  )
  return lists
    .flat()
    .filter((job) => !job.isExpired)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
}
