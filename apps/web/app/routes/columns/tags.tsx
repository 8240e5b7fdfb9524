import { fetchTagCategories } from '../../features/columns/api'
import { TagsPage } from '../../features/columns/tags-page'
import { createServerApi } from '../../lib/api'
import { publicPageHeaders } from '../../lib/cache-headers'
import { describe, messagesFromMatches, seoMeta } from '../../lib/meta'
import type { Route } from './+types/tags'

export const headers = publicPageHeaders

export const handle = { analyticsName: 'tags' }

export async function loader({ context, request }: Route.LoaderArgs) {
  return { tagCategories: await fetchTagCategories(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { columns } = messagesFromMatches(matches)
  return seoMeta(matches, {
    title: columns.tags.title,
    description: describe(columns.tags.description),
    path: '/tags',
  })
}

export default function Tags({ loaderData }: Route.ComponentProps) {
  return <TagsPage categories={loaderData.tagCategories} />
}
