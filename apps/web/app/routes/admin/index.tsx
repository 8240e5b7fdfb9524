import { fetchPlatformFigures } from '../../features/administration/api'
import { PlatformFiguresPage } from '../../features/administration/platform-figures-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'admin_figures' }

export async function loader({ context, request }: Route.LoaderArgs) {
  return { figures: await fetchPlatformFigures(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.figures.title, admin.figures.description)
}

export default function AdminFigures({ loaderData }: Route.ComponentProps) {
  return <PlatformFiguresPage figures={loaderData.figures} />
}
