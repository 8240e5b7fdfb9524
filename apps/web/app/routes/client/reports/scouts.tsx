import { fetchManagedAccounts } from '../../../features/client/api'
import { reportRangeFrom, shownReportRange } from '../../../features/reports/report-range-panel'
import {
  fetchScoutReport,
  fetchScoutReportSeries,
} from '../../../features/reports/scout-report-api'
import { ScoutReportPage } from '../../../features/reports/scout-report-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orEmpty, orNotFound, orQueryProblems } from '../../../lib/route-data'
import type { Route } from './+types/scouts'

export const handle = { analyticsName: 'client_scout_report' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('reports')]

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const asked = reportRangeFrom(new URL(request.url))
  // A refused range shows its messages in the form; a recruiter of no one's is the 404 page.
  const [outcome, accounts] = await Promise.all([
    orNotFound(orQueryProblems(fetchScoutReportSeries(api, asked.period, asked.query))),
    orEmpty(fetchManagedAccounts(api), []),
  ])
  const series = outcome.data
  // The breakdowns read the range the series answered, its defaults filled in.
  const report = series
    ? await fetchScoutReport(api, {
        from: series.from,
        to: series.to,
        ...(series.recruiterId === null ? {} : { recruiterId: String(series.recruiterId) }),
      })
    : null
  return {
    series,
    report,
    problems: outcome.problems,
    range: shownReportRange(series, asked),
    recruiters: accounts.map((account) => ({ id: account.id, fullName: account.fullName })),
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { reports } = messagesFromMatches(matches)
  return privatePageMeta(reports.scouts.title, reports.scouts.description)
}

export default function ClientScoutReport({ loaderData }: Route.ComponentProps) {
  const { series, report, range, recruiters, problems } = loaderData
  return (
    <ScoutReportPage
      series={series}
      report={report}
      range={range}
      recruiters={recruiters}
      problems={problems}
    />
  )
}
