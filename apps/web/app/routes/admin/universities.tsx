import { fetchAdminUniversities } from '../../features/administration/api'
import { UniversitiesPage } from '../../features/administration/reference-lists-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { keywordFrom, pageFrom } from '../../lib/route-data'
import type { Route } from './+types/universities'

export const handle = { analyticsName: 'admin_universities' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const keyword = keywordFrom(url)
  const list = await fetchAdminUniversities(createServerApi(context, request), {
    keyword,
    page: pageFrom(url),
  })
  return { list, keyword }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.universities.title, admin.universities.description)
}

export default function AdminUniversities({ loaderData }: Route.ComponentProps) {
  return <UniversitiesPage list={loaderData.list} keyword={loaderData.keyword} />
}
