import { AgentJobsPanel } from '../../features/agents/agent-tab-panels'
import { listJobs } from '../../features/jobs/api'
import { createServerApi } from '../../lib/api'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/jobs'
import { agentTabMeta } from './agent-data'

export const handle = { analyticsName: 'agent_jobs' }

const PER_PAGE = 10

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  const list = await listJobs(createServerApi(context, request), {
    agentId: Number(params.id),
    page,
    per: PER_PAGE,
  })
  return { ...list, page }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return agentTabMeta(matches, 'jobs', loaderData?.page ?? 1)
}

export default function AgentJobsTab({ loaderData }: Route.ComponentProps) {
  return <AgentJobsPanel jobs={loaderData.jobInfos} pagination={loaderData.pagination} />
}
