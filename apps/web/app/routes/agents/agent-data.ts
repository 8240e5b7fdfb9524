import { interpolate } from '@kakehashi/i18n'
import { type RouterContextProvider, useRouteLoaderData } from 'react-router'
import { type AgentTab, agentTabPath } from '../../features/agents/agent-tab-paths'
import type { AgentDetail } from '../../features/agents/api'
import { createServerApi } from '../../lib/api'
import type { ApiClient } from '../../lib/api-client'
import { localised } from '../../lib/localised'
import { describe, metaContextFrom, pathWithQuery, seoMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'

/** The id React Router gives the agent page that holds the tabs (its file path). */
export const AGENT_ROUTE_ID = 'routes/agents/detail'

interface AgentRouteData {
  agent: AgentDetail
}

/** The agent the tabs belong to, loaded once by the parent route for every tab. */
export function useAgent(): AgentDetail {
  const data = useRouteLoaderData<AgentRouteData>(AGENT_ROUTE_ID)
  if (!data) throw new Error('An agent tab rendered outside the agent page')
  return data.agent
}

function agentRouteData(matches: readonly unknown[]): AgentRouteData | undefined {
  const match = matches.find(
    (item): item is { id: string; loaderData?: AgentRouteData } =>
      typeof item === 'object' && item !== null && (item as { id?: unknown }).id === AGENT_ROUTE_ID,
  )
  return match?.loaderData
}

/**
 * Title, description and canonical address of one tab: each tab is a page of its own, named
 * after the agent and what the tab shows.
 */
export function agentTabMeta(
  matches: readonly unknown[],
  tab: AgentTab,
  page: number,
  extra: {
    jsonLd?: (agent: AgentDetail, url: string, baseUrl: string) => Record<string, unknown>
  } = {},
) {
  const data = agentRouteData(matches)
  if (!data) return []
  const { agent } = data
  const { baseUrl, locale, messages } = metaContextFrom(matches)
  const { agents } = messages
  const name = localised(locale, agent.name, agent.nameEn)
  const path = agentTabPath(agent.id, tab)
  const rating = agent.averageRating?.toFixed(1) ?? ''
  const pages: Record<AgentTab, { title: string; description: string }> = {
    overview: {
      title: `${name}${agents.detail.titleSuffix}`,
      description:
        describe(localised(locale, agent.description, agent.descriptionEn)) || agents.description,
    },
    evaluations: {
      title: interpolate(agents.evaluations.title, { name }),
      description: interpolate(
        agent.evaluationCount > 0
          ? agents.evaluations.description
          : agents.evaluations.descriptionNone,
        { name, count: agent.evaluationCount, rating },
      ),
    },
    jobs: {
      title: interpolate(agents.jobs.title, { name }),
      description: interpolate(agents.jobs.description, { name, count: agent.publicJobCount }),
    },
    columns: {
      title: interpolate(agents.columns.title, { name }),
      description: interpolate(agents.columns.description, { name, count: agent.columnCount }),
    },
  }
  return seoMeta(matches, {
    ...pages[tab],
    path: pathWithQuery(path, { page }),
    image: agent.logoPath,
    jsonLd: extra.jsonLd ? [extra.jsonLd(agent, `${baseUrl}${path}`, baseUrl)] : undefined,
  })
}

/** One page of a paged tab's list, and which page it is (for the canonical address). */
export async function loadAgentTabPage<List extends object>(
  args: { context: Readonly<RouterContextProvider>; request: Request; params: { id: string } },
  per: number,
  fetchPage: (
    api: ApiClient,
    query: { agentId: number; page: number; per: number },
  ) => Promise<List>,
) {
  const page = pageFrom(new URL(args.request.url))
  const api = createServerApi(args.context, args.request)
  const list = await fetchPage(api, { agentId: Number(args.params.id), page, per })
  return { ...list, page }
}
