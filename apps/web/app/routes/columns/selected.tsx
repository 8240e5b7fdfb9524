import { ColumnListPage } from '../../features/columns/column-list-page'
import { pagedPath, pageFrom } from '../../features/columns/load'
import type { ColumnList } from '../../features/columns/types'
import { createServerApi } from '../../lib/api'
import { describe, messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/selected'

export const handle = { analyticsName: 'selected_columns' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url))
  return createServerApi(context, request).get<ColumnList>('/api/v3/columns', {
    query: { selected: true, page },
  })
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { columns } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: columns.selected.title,
    description: describe(columns.selected.description),
    path: pagedPath('/selected_columns', loaderData?.pagination.currentPage ?? 1),
  })
}

export default function SelectedColumns({ loaderData }: Route.ComponentProps) {
  return <ColumnListPage variant="selected" list={loaderData} />
}
