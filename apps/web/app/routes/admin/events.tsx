import { EVENT_STATUSES } from '@kakehashi/contracts'
import { fetchAdminEvents } from '../../features/administration/api'
import { EventsPage } from '../../features/administration/events-page'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/events'

export const handle = { analyticsName: 'admin_events' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const value = url.searchParams.get('status')
  const status = EVENT_STATUSES.find((candidate) => candidate === value)
  const list = await fetchAdminEvents(createServerApi(context, request), {
    status,
    page: pageFrom(url),
  })
  return { list, status }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.events.title, admin.events.description)
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  return <EventsPage list={loaderData.list} status={loaderData.status} />
}
