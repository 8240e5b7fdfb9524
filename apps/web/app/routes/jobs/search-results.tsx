import { translate } from '@kakehashi/i18n'
import { fetchBanners, fetchJobTags, fetchJobTypes, searchJobs } from '../../features/jobs/api'
import { SearchResultsPage } from '../../features/jobs/search-results-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { formatCount } from '../../lib/format'
import { readSearchState, searchResultsHref } from '../../lib/job-search-query'
import { metaContextFrom, seoMeta } from '../../lib/meta'
import { fetchIndustries, fetchPrefectures } from '../../lib/reference'
import { orEmpty } from '../../lib/route-data'
import type { Route } from './+types/search-results'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'job_search_results' }

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { locale, messages } = metaContextFrom(matches)
  const { state, results } = loaderData
  return seoMeta(matches, {
    title: state.keyword
      ? translate(messages, 'jobs', 'results.titleWithKeyword', { keyword: state.keyword })
      : messages.jobs.results.title,
    description: translate(messages, 'jobs', 'results.description', {
      count: formatCount(locale, results.pagination.totalCount, results.totalCountCapped),
    }),
    path: searchResultsHref(state),
  })
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const state = readSearchState(new URL(request.url).searchParams)
  const [results, banners, jobTypes, industries, prefectures, jobTags] = await Promise.all([
    searchJobs(api, state),
    // Banners go above the first page only, and only for a keyword.
    state.keyword && state.page === 1 ? orEmpty(fetchBanners(api, state.keyword), []) : [],
    orEmpty(fetchJobTypes(api), []),
    orEmpty(fetchIndustries(api), []),
    orEmpty(fetchPrefectures(api), []),
    orEmpty(fetchJobTags(api), []),
  ])
  return { state, results, banners, names: { jobTypes, industries, prefectures, jobTags } }
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage {...loaderData} />
}
