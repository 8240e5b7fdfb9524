import { fetchNotifications } from '../../features/notifications/api'
import { NotificationListPage } from '../../features/notifications/notification-list'
import { requireRecruiter } from '../../lib/access'
import { createServerApi } from '../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { pageFrom } from '../../lib/route-data'
import type { Route } from './+types/notifications'

export const handle = { analyticsName: 'client_notifications' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('notifications')]

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await fetchNotifications(
    createServerApi(context, request),
    pageFrom(new URL(request.url)),
  )
  return { list }
}

export function meta({ matches }: Route.MetaArgs) {
  const { notifications } = messagesFromMatches(matches)
  return privatePageMeta(notifications.title, notifications.description)
}

export default function ClientNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationListPage list={loaderData.list} />
}
