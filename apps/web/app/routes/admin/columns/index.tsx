import { fetchAdminColumns } from '../../../features/administration/api'
import { ColumnListPage } from '../../../features/administration/column-list-page'
import { publicationStateFrom } from '../../../features/administration/publication'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'admin_columns' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const state = publicationStateFrom(url)
  const list = await fetchAdminColumns(createServerApi(context, request), {
    state,
    page: pageFrom(url),
  })
  return { list, state }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.columns.title, admin.columns.description)
}

export default function AdminColumns({ loaderData }: Route.ComponentProps) {
  return <ColumnListPage list={loaderData.list} state={loaderData.state} />
}
