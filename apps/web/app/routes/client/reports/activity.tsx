import { fetchManagedAccounts } from '../../../features/client/api'
import { fetchActivityReport } from '../../../features/reports/activity-api'
import { ActivityReportPage } from '../../../features/reports/activity-report-page'
import { reportRangeFrom, shownReportRange } from '../../../features/reports/report-range-panel'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orEmpty, orNotFound, orQueryProblems } from '../../../lib/route-data'
import type { Route } from './+types/activity'

export const handle = { analyticsName: 'client_activity_report' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('reports')]

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const asked = reportRangeFrom(new URL(request.url))
  // A refused range shows its messages in the form; a recruiter of no one's is the 404 page.
  const [outcome, accounts] = await Promise.all([
    orNotFound(orQueryProblems(fetchActivityReport(api, asked.period, asked.query))),
    orEmpty(fetchManagedAccounts(api), []),
  ])
  return {
    report: outcome.data,
    problems: outcome.problems,
    range: shownReportRange(outcome.data, asked),
    recruiters: accounts.map((account) => ({ id: account.id, fullName: account.fullName })),
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { activityReports } = messagesFromMatches(matches)
  return privatePageMeta(activityReports.title, activityReports.description)
}

export default function ClientActivityReport({ loaderData }: Route.ComponentProps) {
  const { report, range, recruiters, problems } = loaderData
  return (
    <ActivityReportPage report={report} range={range} recruiters={recruiters} problems={problems} />
  )
}
