import { translate } from '@kakehashi/i18n'
import {
  type ColumnSummary,
  fetchColumns,
  fetchPickupColumns,
  fetchTags,
  searchColumns,
  type Tag,
} from '../../features/columns/api'
import { ColumnsIndexPage } from '../../features/columns/columns-index-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { describe, messagesFromMatches, pathWithQuery, seoMeta } from '../../lib/meta'
import { keywordFrom, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/index'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'columns' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const page = pageFrom(url)
  const keyword = keywordFrom(url)
  const api = createServerApi(context, request)
  if (keyword) {
    const list = await searchColumns(api, { keyword, page })
    return { keyword, list, pickup: [] as ColumnSummary[], tags: [] as Tag[] }
  }
  const [list, pickup, tags] = await Promise.all([
    fetchColumns(api, { page }),
    // Pickups head the first page only; later pages are the plain list.
    page === 1 ? fetchPickupColumns(api) : ([] as ColumnSummary[]),
    fetchTags(api),
  ])
  return { keyword, list, pickup, tags }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const messages = messagesFromMatches(matches)
  const keyword = loaderData?.keyword ?? ''
  const page = loaderData?.list.pagination.currentPage ?? 1
  const text = (key: 'title' | 'description', searchKey: 'resultsTitle' | 'resultsDescription') =>
    keyword
      ? translate(messages, 'columns', `search.${searchKey}`, { keyword })
      : messages.columns[key]
  return seoMeta(matches, {
    title: text('title', 'resultsTitle'),
    description: describe(text('description', 'resultsDescription')),
    path: pathWithQuery('/columns', { keyword, page }),
    // Result pages of free keywords would be endless near-duplicates for a search engine.
    noindex: keyword !== '',
  })
}

export default function Columns({ loaderData }: Route.ComponentProps) {
  return <ColumnsIndexPage {...loaderData} />
}
