import { JOB_REPORT_STATES, type JobReportState } from '@kakehashi/contracts'
import { fetchJobReports } from '../../features/administration/api'
import { JobReportsPage } from '../../features/administration/job-reports-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/job-info-reports'

export const handle = { analyticsName: 'admin_job_info_reports' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const stateValue = url.searchParams.get('state')
  const state = JOB_REPORT_STATES.find((value) => value === stateValue) as
    | JobReportState
    | undefined
  const list = await fetchJobReports(createServerApi(context, request), {
    state,
    page: pageFrom(url),
  })
  return { list, state }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.jobReports.title, admin.jobReports.description)
}

export default function AdminJobInfoReports({ loaderData }: Route.ComponentProps) {
  return <JobReportsPage list={loaderData.list} state={loaderData.state} />
}
