import { AgentJobsPanel } from '../../features/agents/agent-tab-panels'
import { listJobs } from '../../features/jobs/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import type { Route } from './+types/jobs'
import { agentTabMeta, loadAgentTabPage } from './agent-data'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'agent_jobs' }

const PER_PAGE = 10

export function loader(args: Route.LoaderArgs) {
  return loadAgentTabPage(args, PER_PAGE, listJobs)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return agentTabMeta(matches, 'jobs', loaderData?.page ?? 1)
}

export default function AgentJobsTab({ loaderData }: Route.ComponentProps) {
  return <AgentJobsPanel jobs={loaderData.jobInfos} pagination={loaderData.pagination} />
}
