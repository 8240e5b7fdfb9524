import { AgentListPage } from '../../features/agents/agent-list-page'
import { fetchAgents } from '../../features/agents/api'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { messagesFromMatches, pathWithQuery, seoMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/index'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'agents' }

const PER_PAGE = 20

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  const list = await fetchAgents(createServerApi(context, request), { page, per: PER_PAGE })
  return { ...list, page }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { agents } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: agents.title,
    description: agents.description,
    path: pathWithQuery('/agents', { page: loaderData?.page }),
  })
}

export default function Agents({ loaderData }: Route.ComponentProps) {
  return <AgentListPage agents={loaderData.agents} pagination={loaderData.pagination} />
}
