import { AgentColumnsPanel } from '../../features/agents/agent-tab-panels'
import type { Pagination } from '../../features/agents/types'
import { pageFrom } from '../../features/catalogue/load'
import type { ColumnSummary } from '../../features/columns/types'
import { createServerApi } from '../../lib/api'
import type { Route } from './+types/columns'
import { agentTabMeta } from './agent-data'

export const handle = { analyticsName: 'agent_columns' }

// Three columns a row on a desktop: whole rows on every page.
const PER_PAGE = 12

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  const list = await createServerApi(context, request).get<{
    columns: ColumnSummary[]
    pagination: Pagination
  }>('/api/v3/columns', { query: { agentId: Number(params.id), page, per: PER_PAGE } })
  return { ...list, page }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return agentTabMeta(matches, 'columns', loaderData?.page ?? 1)
}

export default function AgentColumnsTab({ loaderData }: Route.ComponentProps) {
  return <AgentColumnsPanel columns={loaderData.columns} pagination={loaderData.pagination} />
}
