import { fetchAdminSpecialEventGroups } from '../../../features/administration/api'
import { SpecialEventGroupsPage } from '../../../features/administration/special-events-page'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'admin_special_events' }

export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await fetchAdminSpecialEventGroups(createServerApi(context, request)) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.specialEvents.title, admin.specialEvents.description)
}

export default function AdminSpecialEvents({ loaderData }: Route.ComponentProps) {
  return <SpecialEventGroupsPage list={loaderData.list} />
}
