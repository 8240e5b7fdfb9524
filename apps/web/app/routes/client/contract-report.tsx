import { fetchContractReport } from '../../features/client/api'
import { ContractReportPage } from '../../features/client/contract-report-page'
import { requireRecruiter } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/contract-report'

export const handle = { analyticsName: 'client_contract_report' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('contract_report')]

export async function loader({ context, request }: Route.LoaderArgs) {
  return { report: await fetchContractReport(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { contractReport } = messagesFromMatches(matches).client
  return privatePageMeta(contractReport.title, contractReport.description)
}

export default function ClientContractReport({ loaderData }: Route.ComponentProps) {
  return <ContractReportPage report={loaderData.report} />
}
