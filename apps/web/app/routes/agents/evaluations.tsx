import { AgentEvaluationsPanel } from '../../features/agents/agent-tab-panels'
import { fetchAgentEvaluations } from '../../features/agents/api'
import { createServerApi } from '../../lib/api'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/evaluations'
import { agentTabMeta, useAgent } from './agent-data'

export const handle = { analyticsName: 'agent_evaluations' }

const PER_PAGE = 10

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  const list = await fetchAgentEvaluations(createServerApi(context, request), {
    agentId: Number(params.id),
    page,
    per: PER_PAGE,
  })
  return { ...list, page }
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
