import { translate } from '@kakehashi/i18n'
import { fetchColumns, fetchTag } from '../../features/columns/api'
import { ColumnListPage } from '../../features/columns/column-list-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { localName } from '../../lib/localised'
import { describe, metaContextFrom, pathWithQuery, seoMeta } from '../../lib/meta'
import { tagPath } from '../../lib/paths'
import { orNotFound, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/tag'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'tag' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  const page = pageFrom(new URL(request.url))
  const api = createServerApi(context, request)
  const tag = await orNotFound(fetchTag(api, id))
  const list = await fetchColumns(api, { tagId: id, page })
  return { tag, list }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { tag, list } = loaderData
  const { locale, messages } = metaContextFrom(matches)
  const name = localName(locale, tag)
  return seoMeta(matches, {
    title: translate(messages, 'columns', 'tag.title', { name }),
    description: describe(translate(messages, 'columns', 'tag.description', { name })),
    path: pathWithQuery(tagPath(tag.id), { page: list.pagination.currentPage }),
  })
}

export default function TagColumns({ loaderData }: Route.ComponentProps) {
  return <ColumnListPage variant="tag" tag={loaderData.tag} list={loaderData.list} />
}
