import { AgentColumnsPanel } from '../../features/agents/agent-tab-panels'
import { fetchColumns } from '../../features/columns/api'
import { ColumnGrid } from '../../features/columns/column-card'
import { publicPageHeaders } from '../../lib/cache-headers'
import type { Route } from './+types/columns'
import { agentTabMeta, loadAgentTabPage } from './agent-data'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'agent_columns' }

// Three columns a row on a desktop: whole rows on every page.
const PER_PAGE = 12

export function loader(args: Route.LoaderArgs) {
  return loadAgentTabPage(args, PER_PAGE, fetchColumns)
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
