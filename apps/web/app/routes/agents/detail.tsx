import Stack from '@mui/material/Stack'
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router'
import { AgentProfileHeader } from '../../features/agents/agent-profile-header'
import { AgentTabs, tabOfPath } from '../../features/agents/agent-tabs'
import { fetchAgent } from '../../features/agents/api'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { orNotFound } from '../../lib/route-data'
import type { Route } from './+types/detail'
import { agentTabMeta } from './agent-data'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'agent_detail' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const agent = await orNotFound(fetchAgent(createServerApi(context, request), Number(params.id)))
  return { agent }
}

/** The profile and rating come from this loader; a page change inside a tab need not reload them. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return currentParams.id !== nextParams.id
}

export function meta({ matches }: Route.MetaArgs) {
  return agentTabMeta(matches, 'overview', 1)
}

export default function Agent({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <Stack spacing={3} data-testid="agent-detail" data-agent-id={loaderData.agent.id}>
      <AgentProfileHeader agent={loaderData.agent} />
      <AgentTabs agent={loaderData.agent} current={tabOfPath(location.pathname)}>
        <Outlet />
      </AgentTabs>
    </Stack>
  )
}
