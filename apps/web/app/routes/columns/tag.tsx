import { translate } from '@kakehashi/i18n'
import { ColumnListPage } from '../../features/columns/column-list-page'
import { orNotFound, pagedPath, pageFrom } from '../../features/columns/load'
import type { ColumnList, Tag } from '../../features/columns/types'
import { createServerApi } from '../../lib/api'
import { localName } from '../../lib/localised'
import { describe, localeFromMatches, messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/tag'

export const handle = { analyticsName: 'tag' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  const page = pageFrom(new URL(request.url))
  const api = createServerApi(context, request)
  const tag = await orNotFound(api.get<Tag>(`/api/v3/tags/${id}`))
  const list = await api.get<ColumnList>('/api/v3/columns', { query: { tag_id: id, page } })
  return { tag, list }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { tag, list } = loaderData
  const messages = messagesFromMatches(matches)
  const name = localName(localeFromMatches(matches), tag)
  return seoMeta(matches, {
    title: translate(messages, 'columns', 'tag.title', { name }),
    description: describe(translate(messages, 'columns', 'tag.description', { name })),
    path: pagedPath(`/tags/${tag.id}`, list.pagination.currentPage),
  })
}

export default function TagColumns({ loaderData }: Route.ComponentProps) {
  return <ColumnListPage variant="tag" tag={loaderData.tag} list={loaderData.list} />
}
