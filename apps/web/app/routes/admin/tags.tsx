import { fetchAdminTagCategories } from '../../features/administration/api'
import { TagsPage } from '../../features/administration/tags-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/tags'

export const handle = { analyticsName: 'admin_tags' }

export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await fetchAdminTagCategories(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.tags.title, admin.tags.description)
}

export default function AdminTags({ loaderData }: Route.ComponentProps) {
  return <TagsPage list={loaderData.list} />
}
