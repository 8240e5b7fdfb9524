import { defineEndpoint } from '../endpoint.ts'
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  openNotificationsBodySchema,
  openNotificationsResponseSchema,
  testNotificationsBodySchema,
  testNotificationsSchema,
  unreadNotificationCountSchema,
} from '../notifications.ts'

const tags = ['notifications']

/** The recruiter's notifications (the bell and its page). */
export const notificationEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/client/notifications',
    summary: "The caller's notifications, newest first, with the unread count",
    tags,
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
  }),
  countUnreadNotifications: defineEndpoint({
    method: 'GET',
    path: '/client/notifications/unread_count',
    summary: "How many of the caller's notifications are not yet opened (the bell)",
    tags,
    response: unreadNotificationCountSchema,
  }),
  openNotifications: defineEndpoint({
    method: 'PUT',
    path: '/notifications/open',
    summary: "Marks the caller's notifications opened: the given ids, or all",
    description:
      "Ids of other users' notifications are ignored; `changed` says how many were opened now, so a repeated request changes nothing and answers 0.",
    tags,
    body: openNotificationsBodySchema,
    response: openNotificationsResponseSchema,
  }),
  addTestNotifications: defineEndpoint({
    method: 'POST',
    path: '/__test/notifications',
    summary: 'Gives a recruiter three unread notifications for browser tests',
    body: testNotificationsBodySchema,
    status: 201,
    response: testNotificationsSchema,
  }),
}
