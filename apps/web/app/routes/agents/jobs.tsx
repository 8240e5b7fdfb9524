import { AgentJobsPanel } from '../../features/agents/agent-tab-panels'
import type { Pagination } from '../../features/agents/types'
import { pageFrom } from '../../features/catalogue/load'
import type { JobSummary } from '../../features/jobs/types'
import { createServerApi } from '../../lib/api'
import type { Route } from './+types/jobs'
import { agentTabMeta } from './agent-data'

export const handle = { analyticsName: 'agent_jobs' }

const PER_PAGE = 10

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  const list = await createServerApi(context, request).get<{
    jobInfos: JobSummary[]
    pagination: Pagination
  }>('/api/v3/job_infos', { query: { agentId: Number(params.id), page, per: PER_PAGE } })
  return { ...list, page }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return agentTabMeta(matches, 'jobs', loaderData?.page ?? 1)
}

export default function AgentJobsTab({ loaderData }: Route.ComponentProps) {
  return <AgentJobsPanel jobs={loaderData.jobInfos} pagination={loaderData.pagination} />
}
