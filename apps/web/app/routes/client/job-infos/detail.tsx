import { useLocation, useMatches } from 'react-router'
import { fetchManagedJob } from '../../../features/job-management/api'
import { JobDetailPage } from '../../../features/job-management/job-detail-page'
import type { JobNotice } from '../../../features/job-management/use-job-actions'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { baseUrlFromMatches, messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'client_job_info_detail' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('job_infos')]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const job = await orNotFound(
    fetchManagedJob(createServerApi(context, request), Number(params.id)),
  )
  return { job }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { jobManagement } = messagesFromMatches(matches)
  const title = loaderData
    ? `${loaderData.job.title} | ${jobManagement.title}`
    : jobManagement.title
  return privatePageMeta(title, jobManagement.description)
}

export default function ManagedJobDetail({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const baseUrl = baseUrlFromMatches(useMatches())
  const notice = (location.state as { notice?: JobNotice } | null)?.notice ?? null
  return (
    <JobDetailPage
      key={location.key}
      job={loaderData.job}
      publicUrl={`${baseUrl}${loaderData.job.publicPath}`}
      initialNotice={notice}
    />
  )
}
