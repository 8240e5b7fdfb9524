import { RECRUITER_REPORT_STATES } from '@kakehashi/contracts'
import { fetchRecruiterReports } from '../../features/administration/api'
import { RecruiterReportsPage } from '../../features/administration/recruiter-reports-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/recruiter-reports'

export const handle = { analyticsName: 'admin_recruiter_reports' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const stateValue = url.searchParams.get('state')
  const state = RECRUITER_REPORT_STATES.find((value) => value === stateValue)
  const list = await fetchRecruiterReports(createServerApi(context, request), {
    state,
    page: pageFrom(url),
  })
  return { list, state }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.recruiterReports.title, admin.recruiterReports.description)
}

export default function AdminRecruiterReports({ loaderData }: Route.ComponentProps) {
  return <RecruiterReportsPage list={loaderData.list} state={loaderData.state} />
}
