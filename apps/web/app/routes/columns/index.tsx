import { translate } from '@kakehashi/i18n'
import { ColumnsIndexPage } from '../../features/columns/columns-index-page'
import { pagedPath, pageFrom } from '../../features/columns/load'
import type { ColumnList, ColumnSummary, Tag } from '../../features/columns/types'
import { createServerApi } from '../../lib/api'
import { describe, messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'columns' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const page = pageFrom(url)
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 255)
  const api = createServerApi(context, request)
  if (keyword) {
    const list = await api.get<ColumnList>('/api/v3/search_columns', { query: { keyword, page } })
    return { keyword, list, pickup: [] as ColumnSummary[], tags: [] as Tag[] }
  }
  const [list, pickup, tags] = await Promise.all([
    api.get<ColumnList>('/api/v3/columns', { query: { page } }),
    // Pickups head the first page only; later pages are the plain list.
    page === 1
      ? api.get<{ columns: ColumnSummary[] }>('/api/v3/pickup_columns')
      : { columns: [] as ColumnSummary[] },
    api.get<{ tags: Tag[] }>('/api/v3/tags'),
  ])
  return { keyword, list, pickup: pickup.columns, tags: tags.tags }
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
    path: pagedPath('/columns', page, keyword ? { keyword } : {}),
    // Result pages of free keywords would be endless near-duplicates for a search engine.
    noindex: keyword !== '',
  })
}

export default function Columns({ loaderData }: Route.ComponentProps) {
  return <ColumnsIndexPage {...loaderData} />
}
