import { RECRUITER_ROLE_TYPES, type ReportPeriod, type UserAction } from '@kakehashi/contracts'
import { type DbOrTx, userActionLogs, users } from '@kakehashi/db'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { japanDaySql, periodStartSql } from '../../lib/report-periods.ts'

/** One action of a recruiter, as it happens: `quantity` of them at once (a bulk scout's sends). */
export interface UserActionEntry {
  organisationId: number
  userId: number
  action: UserAction
  quantity?: number
}

/**
 * Writes the action to the log the activity report counts. Called inside the action's own
 * transaction where it has one, so an action that fails or is rolled back leaves no entry; an
 * action of nothing (a send that reached no one) is not written.
 */
export async function recordUserAction(db: DbOrTx, entry: UserActionEntry): Promise<void> {
  const quantity = entry.quantity ?? 1
  if (quantity <= 0) return
  await db.insert(userActionLogs).values({
    organisationId: entry.organisationId,
    userId: entry.userId,
    action: entry.action,
    quantity,
  })
}

/** The organisation's recruiters as the report lists them: masters first, then by id. */
export function listReportRecruiters(db: DbOrTx, organisationId: number) {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        inArray(users.roleType, [...RECRUITER_ROLE_TYPES]),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(sql`case ${users.accountType} when 'master' then 0 else 1 end`, asc(users.id))
}

/** A count of one action of one recruiter in one period. */
export interface ActionCount {
  userId: number
  action: UserAction
  /** The first day of the period (`YYYY-MM-DD`). */
  startsOn: string
  count: number
}

/**
 * The organisation's actions from the Japan day `from` to `to` (both counted), summed per
 * recruiter, action and period: one grouped statement over the range of the
 * (organisation_id, occurred_at) index. Only recruiters, actions and periods with entries.
 */
export async function countUserActions(
  db: DbOrTx,
  filter: {
    organisationId: number
    period: ReportPeriod
    from: string
    to: string
    userId: number | null
  },
): Promise<ActionCount[]> {
  const { organisationId, period, from, to, userId } = filter
  const occurredAt = sql`${userActionLogs.occurredAt}`
  const startsOn = periodStartSql(period, japanDaySql(occurredAt))
  const result = await db.execute<{
    user_id: number | string
    action: UserAction
    starts_on: string
    count: number | string
  }>(sql`
    select ${userActionLogs.userId} as user_id, ${userActionLogs.action} as action,
      ${startsOn} as starts_on, sum(${userActionLogs.quantity})::int as count
    from ${userActionLogs}
    where ${userActionLogs.organisationId} = ${organisationId}
      and ${occurredAt} >= (${from}::date::timestamp at time zone 'Asia/Tokyo')
      and ${occurredAt} < ((${to}::date + 1)::timestamp at time zone 'Asia/Tokyo')
      ${userId === null ? sql`` : sql`and ${userActionLogs.userId} = ${userId}`}
    group by 1, 2, 3`)
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    action: row.action,
    startsOn: row.starts_on,
    count: Number(row.count),
  }))
}
