import { notificationEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// Every call of the recruiter's notifications, typed by the contracts.

/** Announced when the page opens notifications, so the bell counts again. */
export const NOTIFICATIONS_CHANGED_EVENT = 'kakehashi:notifications-changed'

export type NotificationList = CallResult<typeof endpoints.listNotifications>
export type NotificationItem = NotificationList['notifications'][number]
export type OpenNotificationsResult = CallResult<typeof endpoints.openNotifications>

export function fetchNotifications(api: ApiClient, page: number): Promise<NotificationList> {
  return api.call(endpoints.listNotifications, { query: { page } })
}

/** The bell's number: unopened notifications of the signed-in recruiter. */
export async function fetchUnreadNotificationCount(api: ApiClient): Promise<number> {
  return (await api.call(endpoints.countUnreadNotifications)).unreadCount
}

/** Opens the recruiter's own notifications among `ids`; opening one twice changes nothing. */
export function openNotifications(api: ApiClient, ids: number[]): Promise<OpenNotificationsResult> {
  return api.call(endpoints.openNotifications, { body: { ids } })
}

export function openAllNotifications(api: ApiClient): Promise<OpenNotificationsResult> {
  return api.call(endpoints.openNotifications, { body: { all: true } })
}
