import type { NotificationIcon, NotificationKind } from '@kakehashi/contracts'
import { type DbOrTx, jobInfos, notifications, users } from '@kakehashi/db'
import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'

/** One notice to write, to every recruiter of an organisation or to one user. */
export interface NoticeRow {
  kind: NotificationKind
  icon: NotificationIcon
  params: Record<string, string | number>
  linkPath: string | null
  dedupeKey: string | null
}

/** A notification this statement wrote (a repeated dedupe key writes nothing). */
export interface InsertedNotification {
  id: number
  userId: number
  organisationId: number
  linkPath: string | null
  dedupeKey: string | null
}

const RECRUITER_ROLES = sql`('CompanyUser', 'Agent')`

/** Whose notifications: the recruiter, within the organisation they act for. */
export interface Owner {
  userId: number
  organisationId: number
}

const ownedBy = (owner: Owner) =>
  and(
    eq(notifications.userId, owner.userId),
    eq(notifications.organisationId, owner.organisationId),
  )

function noticeValues(notices: (NoticeRow & { target: number })[]) {
  return sql.join(
    notices.map(
      (notice) =>
        sql`(${notice.target}::bigint, ${notice.kind}::text, ${notice.icon}::text, ${JSON.stringify(notice.params)}::jsonb, ${notice.linkPath}::text, ${notice.dedupeKey}::text)`,
    ),
    sql`, `,
  )
}

function toInserted(rows: Record<string, unknown>[]): InsertedNotification[] {
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    organisationId: Number(row.organisation_id),
    linkPath: (row.link_path as string | null) ?? null,
    dedupeKey: (row.dedupe_key as string | null) ?? null,
  }))
}

/**
 * Fans notices out to every recruiter (not deleted) of their organisation in one statement; a
 * (user, dedupe key) pair already written is skipped, so a rerun writes nothing twice.
 */
export async function insertForOrganisations(
  db: DbOrTx,
  notices: (NoticeRow & { organisationId: number })[],
): Promise<InsertedNotification[]> {
  if (notices.length === 0) return []
  const values = noticeValues(
    notices.map((notice) => ({ ...notice, target: notice.organisationId })),
  )
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, organisation_id, kind, icon, params, link_path, dedupe_key)
    select u.id, u.organisation_id, n.kind, n.icon, n.params, n.link_path, n.dedupe_key
    from (values ${values}) as n (organisation_id, kind, icon, params, link_path, dedupe_key)
    join ${users} u on u.organisation_id = n.organisation_id
    where u.deleted_at is null and u.role_type in ${RECRUITER_ROLES}
    on conflict (user_id, dedupe_key) do nothing
    returning id, user_id, organisation_id, link_path, dedupe_key`)
  return toInserted(result.rows)
}

/** Writes notices to every recruiter of the platform (a notice from the platform itself). */
export async function insertForEveryRecruiter(
  db: DbOrTx,
  notices: NoticeRow[],
): Promise<InsertedNotification[]> {
  if (notices.length === 0) return []
  const values = noticeValues(notices.map((notice) => ({ ...notice, target: 0 })))
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, organisation_id, kind, icon, params, link_path, dedupe_key)
    select u.id, u.organisation_id, n.kind, n.icon, n.params, n.link_path, n.dedupe_key
    from (values ${values}) as n (target, kind, icon, params, link_path, dedupe_key)
    cross join ${users} u
    where u.deleted_at is null and u.role_type in ${RECRUITER_ROLES}
      and u.organisation_id is not null
    on conflict (user_id, dedupe_key) do nothing
    returning id, user_id, organisation_id, link_path, dedupe_key`)
  return toInserted(result.rows)
}

/** Writes notices to single recruiters (their own organisation is recorded with each). */
export async function insertForUsers(
  db: DbOrTx,
  notices: (NoticeRow & { userId: number })[],
): Promise<InsertedNotification[]> {
  if (notices.length === 0) return []
  const values = noticeValues(notices.map((notice) => ({ ...notice, target: notice.userId })))
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, organisation_id, kind, icon, params, link_path, dedupe_key)
    select u.id, u.organisation_id, n.kind, n.icon, n.params, n.link_path, n.dedupe_key
    from (values ${values}) as n (user_id, kind, icon, params, link_path, dedupe_key)
    join ${users} u on u.id = n.user_id
    where u.deleted_at is null and u.organisation_id is not null
    on conflict (user_id, dedupe_key) do nothing
    returning id, user_id, organisation_id, link_path, dedupe_key`)
  return toInserted(result.rows)
}

export function listNotifications(db: DbOrTx, owner: Owner, window: PageWindow) {
  return db
    .select()
    .from(notifications)
    .where(ownedBy(owner))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countNotifications(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).where(ownedBy(owner))
  return row?.total ?? 0
}

/** Served by the partial index of unopened notifications. */
export async function countUnopened(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(ownedBy(owner), isNull(notifications.openedAt)))
  return row?.total ?? 0
}

/**
 * Opens the user's own unopened notifications among `ids` (all of them when `ids` is null);
 * anyone else's ids match nothing. Answers how many changed.
 */
export async function markOpened(
  db: DbOrTx,
  owner: Owner,
  ids: number[] | null,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ openedAt: at })
    .where(
      and(
        ownedBy(owner),
        isNull(notifications.openedAt),
        ids === null ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id })
  return rows.length
}

/** Open or scout-only jobs whose recruitment period ends between the two dates (inclusive). */
export function listJobsEndingBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      id: jobInfos.id,
      organisationId: jobInfos.organisationId,
      title: jobInfos.title,
      endOn: jobInfos.recruitmentEndOn,
    })
    .from(jobInfos)
    .where(
      and(
        inArray(jobInfos.status, ['open', 'open_for_scout']),
        gte(jobInfos.recruitmentEndOn, from),
        lte(jobInfos.recruitmentEndOn, to),
      ),
    )
    .orderBy(jobInfos.recruitmentEndOn, jobInfos.id)
}

/** Addresses of the given users that can still receive mail. */
export function listRecipients(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt)))
}
