import { agentJsonLd } from '../../features/agents/agent-json-ld'
import { AgentOverview } from '../../features/agents/agent-overview'
import { fetchAgentEvaluations } from '../../features/agents/api'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { localeFromMatches } from '../../lib/meta'
import type { Route } from './+types/overview'
import { agentTabMeta, useAgent } from './agent-data'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'agent_overview' }

/** The overview shows the newest few; the evaluations tab has them all. */
const LATEST_EVALUATIONS = 3

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const latest = await fetchAgentEvaluations(createServerApi(context, request), {
    agentId: Number(params.id),
    per: LATEST_EVALUATIONS,
  })
  return { latestEvaluations: latest.agentEvaluations }
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = localeFromMatches(matches)
  return agentTabMeta(matches, 'overview', 1, {
    jsonLd: (agent, url, baseUrl) => agentJsonLd(agent, { locale, url, baseUrl }),
  })
}

export default function AgentOverviewTab({ loaderData }: Route.ComponentProps) {
  return <AgentOverview agent={useAgent()} latestEvaluations={loaderData.latestEvaluations} />
}
