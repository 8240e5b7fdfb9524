import { AgentEvaluationsPanel } from '../../features/agents/agent-tab-panels'
import { fetchAgentEvaluations } from '../../features/agents/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import type { Route } from './+types/evaluations'
import { agentTabMeta, loadAgentTabPage, useAgent } from './agent-data'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'agent_evaluations' }

const PER_PAGE = 10

export function loader(args: Route.LoaderArgs) {
  return loadAgentTabPage(args, PER_PAGE, fetchAgentEvaluations)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return agentTabMeta(matches, 'evaluations', loaderData?.page ?? 1)
}

export default function AgentEvaluationsTab({ loaderData }: Route.ComponentProps) {
  return (
    <AgentEvaluationsPanel
      agent={useAgent()}
      evaluations={loaderData.agentEvaluations}
      pagination={loaderData.pagination}
    />
  )
}
