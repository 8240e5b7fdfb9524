import { fetchColumns } from '../../features/columns/api'
import { ColumnListPage } from '../../features/columns/column-list-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { describe, messagesFromMatches, pathWithQuery, seoMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/selected'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'selected_columns' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  return fetchColumns(createServerApi(context, request), { selected: 'true', page })
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { columns } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: columns.selected.title,
    description: describe(columns.selected.description),
    path: pathWithQuery('/selected_columns', { page: loaderData?.pagination.currentPage }),
  })
}

export default function SelectedColumns({ loaderData }: Route.ComponentProps) {
  return <ColumnListPage variant="selected" list={loaderData} />
}
