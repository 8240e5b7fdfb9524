import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationParams,
  type OpenNotificationsBody,
  type PageQuery,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { readPage } from '../../lib/paging.ts'
import * as repository from './notifications-repository.ts'

export type { InsertedNotification } from './notifications-repository.ts'

/** What a notification says (its kind and the values its text is filled with) and where it leads. */
type NoticeOf<K extends NotificationKind> = {
  kind: K
  params: NotificationParams<K>
  /** A path on this site, e.g. `/client/job_infos/12`. */
  linkPath: string | null
  /**
   * Names the event the notice is about, so writing it again (a retried job, a rerun schedule)
   * is a no-op for each recipient. Null: every write is a new notification.
   */
  dedupeKey: string | null
}
type Notice = { [K in NotificationKind]: NoticeOf<K> }[NotificationKind]

export type OrganisationNotice = Notice & { organisationId: number }
export type UserNotice = Notice & { userId: number }

/** The icon comes from the kind, never from the writer. */
function toRow(notice: Notice): repository.NoticeRow {
  return {
    kind: notice.kind,
    icon: NOTIFICATION_KINDS[notice.kind],
    params: notice.params,
    linkPath: notice.linkPath,
    dedupeKey: notice.dedupeKey,
  }
}

/**
 * The one way to notify: every recruiter of the organisation (deleted accounts left out) gets
 * the notice, in one statement. Answers the notifications written, one per recipient, none for a
 * recipient who already has this dedupe key.
 */
export function notifyOrganisation(db: DbOrTx, notice: OrganisationNotice) {
  return notifyOrganisations(db, [notice])
}

/** Several organisation notices in one statement (a schedule's whole batch). */
export function notifyOrganisations(db: DbOrTx, notices: OrganisationNotice[]) {
  return repository.insertForOrganisations(
    db,
    notices.map((notice) => ({ ...toRow(notice), organisationId: notice.organisationId })),
  )
}

/** A notice from the platform to every recruiter of every organisation, in one statement. */
export function notifyEveryRecruiter(db: DbOrTx, notices: Notice[]) {
  return repository.insertForEveryRecruiter(db, notices.map(toRow))
}

/** A notice for one recruiter only (about their own account, say). */
export function notifyUser(db: DbOrTx, notice: UserNotice) {
  return notifyUsers(db, [notice])
}

/** Several single-recruiter notices in one statement (a job's batch). */
export function notifyUsers(db: DbOrTx, notices: UserNotice[]) {
  return repository.insertForUsers(
    db,
    notices.map((notice) => ({ ...toRow(notice), userId: notice.userId })),
  )
}

function toNotification(row: Awaited<ReturnType<typeof repository.listNotifications>>[number]) {
  return {
    id: row.id,
    kind: row.kind,
    icon: row.icon,
    params: row.params,
    link_path: row.linkPath,
    opened: row.openedAt !== null,
    created_at: row.createdAt.toISOString(),
  } satisfies Notification
}

export async function listNotifications(db: DbOrTx, owner: repository.Owner, query: PageQuery) {
  const [{ rows, pagination }, unreadCount] = await Promise.all([
    readPage(query, {
      rows: (window) => repository.listNotifications(db, owner, window),
      count: () => repository.countNotifications(db, owner),
    }),
    repository.countUnopened(db, owner),
  ])
  return { notifications: rows.map(toNotification), pagination, unread_count: unreadCount }
}

export async function countUnreadNotifications(db: DbOrTx, owner: repository.Owner) {
  return { unread_count: await repository.countUnopened(db, owner) }
}

/** Opens the caller's own notifications; a repeated request changes nothing. */
export async function openNotifications(
  db: DbOrTx,
  owner: repository.Owner,
  body: OpenNotificationsBody,
) {
  const ids = body.all === true ? null : (body.ids ?? [])
  const changed = await repository.markOpened(db, owner, ids, new Date())
  return { changed, unread_count: await repository.countUnopened(db, owner) }
}
