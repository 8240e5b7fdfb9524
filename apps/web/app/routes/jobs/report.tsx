import { fetchJob } from '../../features/jobs/api'
import { JobReportPage } from '../../features/jobs/job-report-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/report'

export const handle = { analyticsName: 'job_info_report' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { job: await orNotFound(fetchJob(createServerApi(context, request), Number(params.id))) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { jobs } = messagesFromMatches(matches)
  return privatePageMeta(jobs.report.title, jobs.report.title)
}

export default function JobReport({ loaderData }: Route.ComponentProps) {
  return <JobReportPage job={loaderData.job} />
}
