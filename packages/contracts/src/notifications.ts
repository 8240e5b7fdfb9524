import { z } from 'zod'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import {
  NOTIFICATION_ICONS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './recruiter-constants.ts'
import {
  reportIssue,
  stringInput,
  VALIDATION_MESSAGES,
  wrongTypeMessage,
} from './validation/index.ts'

// A recruiter's notifications: the list, the bell's count and marking them opened.

export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
]

/**
 * What each kind's text is filled from (`notifications.kinds.<kind>` in the catalogues). The
 * writer of a notification gives exactly these, so every language can word it; dates as
 * YYYY-MM-DD (keys ending in `_on`), which the page writes in the reader's language.
 */
export interface NotificationParamsByKind {
  job_expiring: { title: string; days: number; end_on: string; job_info_id: number }
  scout_reply: { scout_title: string }
  self_apply: { job_title: string }
  export_ready: { count: number }
  saved_search_match: { search_name: string; count: number }
  scout_sent: { count: number }
  client_note: { title: string }
  email_changed: { email: string }
  job_closed: { title: string; reason: string; job_info_id: number }
}
export type NotificationParams<K extends NotificationKind = NotificationKind> =
  NotificationParamsByKind[K]

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KIND_NAMES),
    icon: z.enum(NOTIFICATION_ICONS),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .meta({ description: "The values the kind's text is filled with" }),
    link_path: z.string().nullable().meta({ description: 'Where opening it leads, on this site' }),
    opened: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' })
export type Notification = z.infer<typeof notificationSchema>

export const notificationListQuerySchema = pageQuerySchema
export const notificationListResponseSchema = z
  .object({
    notifications: z.array(notificationSchema),
    pagination: paginationSchema,
    unread_count: z.number().int(),
  })
  .meta({ id: 'NotificationList' })

export const unreadNotificationCountSchema = z
  .object({ unread_count: z.number().int() })
  .meta({ id: 'UnreadNotificationCount' })

/** Most ids one request may open; a page of the list is far fewer. */
export const OPEN_NOTIFICATIONS_MAX_IDS = 100

/** `{ ids: [...] }` opens those of the caller's own; `{ all: true }` opens every one. */
export const openNotificationsBodySchema = z
  .object({
    ids: z
      .array(z.number({ error: wrongTypeMessage() }).int().positive(), {
        error: wrongTypeMessage(),
      })
      .max(OPEN_NOTIFICATIONS_MAX_IDS)
      .optional(),
    all: z.literal(true, { error: wrongTypeMessage() }).optional(),
  })
  .check((payload) => {
    const { ids, all } = payload.value
    if (all !== true && (ids === undefined || ids.length === 0)) {
      reportIssue(payload, ids, VALIDATION_MESSAGES.required, undefined, ['ids'])
    }
  })
  .meta({ id: 'OpenNotificationsBody' })
export type OpenNotificationsBody = z.infer<typeof openNotificationsBodySchema>

export const openNotificationsResponseSchema = z
  .object({
    /** How many were unopened and are opened now; 0 on a repeated request. */
    changed: z.number().int(),
    unread_count: z.number().int(),
  })
  .meta({ id: 'OpenNotificationsResult' })

/** Browser tests: three unread notifications of several kinds for the recruiter of `email`. */
export const testNotificationsBodySchema = z.object({ email: stringInput() })
export const testNotificationsSchema = z.object({ notification_count: z.number().int() })
