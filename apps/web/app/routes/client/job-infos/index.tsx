import { JOB_MANAGEMENT_SORTS, JOB_STATUSES, type JobStatus } from '@kakehashi/contracts'
import { useLocation } from 'react-router'
import { parseTableSort } from '../../../components/data-table'
import {
  DEFAULT_JOB_LIST_SORT,
  JOB_LIST_PER_OPTIONS,
  JobListPage,
} from '../../../features/job-management/job-list-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { fetchManagedJobs } from '../../../lib/managed-jobs'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { keywordFrom, pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'client_job_infos' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('job_infos')]

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const statusValue = url.searchParams.get('status')
  const status = (JOB_STATUSES as readonly string[]).includes(statusValue ?? '')
    ? (statusValue as JobStatus)
    : undefined
  const sortValue = url.searchParams.get('sort') ?? DEFAULT_JOB_LIST_SORT
  const sortKey = JOB_MANAGEMENT_SORTS.find((key) => key === parseTableSort(sortValue)?.key)
  const perValue = Number(url.searchParams.get('per'))
  const per = (JOB_LIST_PER_OPTIONS as readonly number[]).includes(perValue)
    ? perValue
    : JOB_LIST_PER_OPTIONS[0]
  const keyword = keywordFrom(url)
  const expiring = url.searchParams.get('expiring') === 'true'
  const list = await fetchManagedJobs(createServerApi(context, request), {
    status,
    expiring,
    keyword,
    sort: sortKey ?? 'updated_at',
    page: pageFrom(url),
    per,
  })
  return { list, filters: { status, expiring, keyword, sort: sortValue } }
}

export function meta({ matches }: Route.MetaArgs) {
  const { jobManagement } = messagesFromMatches(matches)
  return privatePageMeta(jobManagement.title, jobManagement.description)
}

export default function ManagedJobs({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const notice = (location.state as { notice?: 'deleted' } | null)?.notice ?? null
  return (
    <JobListPage
      key={location.key}
      list={loaderData.list}
      filters={loaderData.filters}
      initialNotice={notice}
    />
  )
}
