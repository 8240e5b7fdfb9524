import type { AgentSearchValues } from '../../features/agents/agent-search-form'
import { AgentSearchPage } from '../../features/agents/agent-search-page'
import { fetchAgents } from '../../features/agents/api'
import { fetchJobTypes } from '../../features/jobs/api'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { messagesFromMatches, seoMeta } from '../../lib/meta'
import { AGENT_SEARCH_PATH } from '../../lib/paths'
import { fetchIndustries } from '../../lib/reference'
import { idsFrom, keywordFrom, orEmpty, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/search'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'agents_search' }

const PER_PAGE = 20

function searchValues(url: URL): AgentSearchValues {
  return {
    keyword: keywordFrom(url),
    industryIds: idsFrom(url, 'industryIds'),
    jobTypeIds: idsFrom(url, 'jobTypeIds'),
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const api = createServerApi(context, request)
  const values = searchValues(url)
  const page = pageFrom(url)
  const [list, industries, jobTypes] = await Promise.all([
    fetchAgents(api, {
      page,
      per: PER_PAGE,
      keyword: values.keyword || undefined,
      industryIds: values.industryIds.map(String),
      jobTypeIds: values.jobTypeIds.map(String),
    }),
    orEmpty(fetchIndustries(api), []),
    orEmpty(fetchJobTypes(api), []),
  ])
  return { ...list, values, page, industries, jobTypes }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { agents } = messagesFromMatches(matches)
  const values = loaderData?.values
  const isFiltered = Boolean(
    values && (values.keyword || values.industryIds.length || values.jobTypeIds.length),
  )
  return seoMeta(matches, {
    title: agents.search.title,
    description: agents.search.description,
    path: AGENT_SEARCH_PATH,
    // Every combination of filters is a variant of the agent list, not a page of its own.
    noindex: isFiltered || (loaderData?.page ?? 1) > 1,
  })
}

export default function AgentsSearch({ loaderData }: Route.ComponentProps) {
  return (
    <AgentSearchPage
      agents={loaderData.agents}
      pagination={loaderData.pagination}
      values={loaderData.values}
      industries={loaderData.industries}
      jobTypes={loaderData.jobTypes}
    />
  )
}
