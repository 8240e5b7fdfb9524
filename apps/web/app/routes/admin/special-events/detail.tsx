import { fetchAdminSpecialEventGroup } from '../../../features/administration/api'
import { SpecialEventGroupPage } from '../../../features/administration/special-events-page'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'admin_special_event_sessions' }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  return { detail: await orNotFound(fetchAdminSpecialEventGroup(api, Number(params.id))) }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.specialEvents.sessionsTitle, admin.specialEvents.description)
}

export default function AdminSpecialEventSessions({ loaderData }: Route.ComponentProps) {
  return <SpecialEventGroupPage detail={loaderData.detail} />
}
