import { AgentColumnsPanel } from '../../features/agents/agent-tab-panels'
import { fetchColumns } from '../../features/columns/api'
import { ColumnGrid } from '../../features/columns/column-card'
import { createServerApi } from '../../lib/api'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/columns'
import { agentTabMeta } from './agent-data'

export const handle = { analyticsName: 'agent_columns' }

// Three columns a row on a desktop: whole rows on every page.
const PER_PAGE = 12

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  const list = await fetchColumns(createServerApi(context, request), {
    agentId: Number(params.id),
    page,
    per: PER_PAGE,
  })
  return { ...list, page }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return agentTabMeta(matches, 'columns', loaderData?.page ?? 1)
}

export default function AgentColumnsTab({ loaderData }: Route.ComponentProps) {
  return (
    <AgentColumnsPanel
      pagination={loaderData.pagination}
      renderColumns={(emptyMessage) => (
        <ColumnGrid
          columns={loaderData.columns}
          headingComponent="h3"
          emptyMessage={emptyMessage}
        />
      )}
    />
  )
}
