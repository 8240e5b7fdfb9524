import {
  HIRED_SELECTION_STATUSES,
  type ReportPeriod,
  type ScoutReportBreakdown,
  type ScoutReportFigures,
} from '@kakehashi/contracts'
import {
  type DbOrTx,
  industries,
  recruiterProfiles,
  scoutReportDays,
  scoutReportPlatformDays,
  scoutTemplates,
  users,
} from '@kakehashi/db'
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { recruiterDisplayName } from '../../lib/recruiter-name.ts'
import { periodStartSql } from '../../lib/report-periods.ts'

// The scout report's daily roll-ups: recounted from the scouts of the days that changed, read by
// every report. Only the roll-up job writes them.

/** An organisation's day to recount. */
export interface StaleDay {
  organisationId: number
  day: string
}

/** Only one recount runs at a time, across processes: a day is never counted twice at once. */
export async function lockRollUp(tx: DbOrTx): Promise<boolean> {
  const { rows } = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtext('scout_report_days')) as locked`,
  )
  return rows[0]?.locked === true
}

/** Takes up to `limit` days the triggers marked, oldest first. */
export async function takeStaleDays(tx: DbOrTx, limit: number): Promise<StaleDay[]> {
  const { rows } = await tx.execute<{ organisation_id: number | string; day: string }>(sql`
    delete from scout_report_stale_days
    where (organisation_id, day) in (
      select organisation_id, day from scout_report_stale_days order by day limit ${limit}
    )
    returning organisation_id, day::text as day`)
  return rows.map((row) => ({ organisationId: Number(row.organisation_id), day: row.day }))
}

/** The days as two parallel arrays, joined in SQL by `unnest`. */
function staleDaysSql(days: readonly StaleDay[]): SQL {
  const organisationIds = days.map((day) => day.organisationId)
  const dates = days.map((day) => day.day)
  return sql`unnest(${sql.param(organisationIds)}::bigint[], ${sql.param(dates)}::date[]) as stale(organisation_id, day)`
}

/**
 * Recounts the days from their scouts: every breakdown of every sender in one grouped scan of
 * `scouts (organisation_id, sent_at)`. A scout counts on the Japan day it was sent; the
 * candidate's gender and latest job's industry are read as they are now. Applications are not
 * scouts and are left out.
 */
export async function recountDays(tx: DbOrTx, days: readonly StaleDay[]): Promise<void> {
  if (days.length === 0) return
  await tx.execute(sql`
    delete from scout_report_days r
    using ${staleDaysSql(days)}
    where r.organisation_id = stale.organisation_id and r.day = stale.day`)
  await tx.execute(sql`
    insert into scout_report_days (organisation_id, breakdown, day, sender_user_id, breakdown_key,
      sent, opened, replied, matched, hired)
    select stale.organisation_id,
      (case
        when grouping(profile.gender) = 0 then 'gender'
        when grouping(career.industry_id) = 0 then 'industry'
        when grouping(s.scout_template_id) = 0 then 'template'
        else 'total'
      end)::scout_report_breakdown,
      stale.day,
      s.sender_user_id,
      case
        when grouping(profile.gender) = 0 then coalesce(profile.gender::text, '')
        when grouping(career.industry_id) = 0 then coalesce(career.industry_id::text, '')
        when grouping(s.scout_template_id) = 0 then coalesce(s.scout_template_id::text, '')
        else ''
      end,
      count(*),
      count(s.candidate_read_at),
      count(s.replied_at),
      count(m.id),
      count(*) filter (where s.selection_status in (${sql.join(
        HIRED_SELECTION_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}))
    from ${staleDaysSql(days)}
    join scouts s on s.organisation_id = stale.organisation_id
      and s.sent_at >= (stale.day::timestamp at time zone 'Asia/Tokyo')
      and s.sent_at < ((stale.day + 1)::timestamp at time zone 'Asia/Tokyo')
    left join candidate_profiles profile on profile.user_id = s.candidate_user_id
    left join lateral (
      select c.industry_id from candidate_careers c
      where c.user_id = s.candidate_user_id
      order by c.ended_on is null desc, c.started_on desc, c.id desc
      limit 1
    ) career on true
    left join candidate_matches m on m.organisation_id = s.organisation_id
      and m.candidate_user_id = s.candidate_user_id and m.scout_id = s.id
    where s.self_apply_id is null
    group by grouping sets (
      (stale.organisation_id, stale.day, s.sender_user_id),
      (stale.organisation_id, stale.day, s.sender_user_id, profile.gender),
      (stale.organisation_id, stale.day, s.sender_user_id, career.industry_id),
      (stale.organisation_id, stale.day, s.sender_user_id, s.scout_template_id)
    )`)
}

/** Recounts the platform's days from every organisation's totals of those days. */
export async function recountPlatformDays(tx: DbOrTx, days: readonly string[]): Promise<void> {
  if (days.length === 0) return
  await tx.execute(sql`
    insert into scout_report_platform_days (day, sent, replied)
    select d.day, coalesce(sum(r.sent), 0), coalesce(sum(r.replied), 0)
    from unnest(${sql.param([...new Set(days)])}::date[]) as d(day)
    left join scout_report_days r on r.day = d.day and r.breakdown = 'total'
    group by d.day
    on conflict (day) do update set sent = excluded.sent, replied = excluded.replied`)
}

/** Days the triggers marked that no recount has taken yet. */
export async function countStaleDays(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from scout_report_stale_days`,
  )
  return rows[0]?.count ?? 0
}

/** What a report reads: one organisation's days, everyone's or one sender's. */
export interface RollUpScope {
  organisationId: number
  from: string
  to: string
  senderUserId: number | null
}

const figures = {
  sent: sql<number>`sum(${scoutReportDays.sent})::int`,
  opened: sql<number>`sum(${scoutReportDays.opened})::int`,
  replied: sql<number>`sum(${scoutReportDays.replied})::int`,
  matched: sql<number>`sum(${scoutReportDays.matched})::int`,
  hired: sql<number>`sum(${scoutReportDays.hired})::int`,
} satisfies Record<keyof ScoutReportFigures, SQL<number>>

function scopeOf(scope: RollUpScope, breakdown: ScoutReportBreakdown) {
  return and(
    eq(scoutReportDays.organisationId, scope.organisationId),
    eq(scoutReportDays.breakdown, breakdown),
    between(scoutReportDays.day, scope.from, scope.to),
    scope.senderUserId === null ? undefined : eq(scoutReportDays.senderUserId, scope.senderUserId),
  )
}

/** The figures of each period with scouts, oldest first. */
export async function sumByPeriod(db: DbOrTx, scope: RollUpScope, period: ReportPeriod) {
  const startsOn = periodStartSql(period, sql`${scoutReportDays.day}`)
  return db
    .select({ startsOn, ...figures })
    .from(scoutReportDays)
    .where(scopeOf(scope, 'total'))
    .groupBy(startsOn)
    .orderBy(startsOn)
}

/** The figures by sender, with each sender's name while the account exists. */
export async function sumBySender(db: DbOrTx, scope: RollUpScope) {
  const rows = await db
    .select({ senderUserId: scoutReportDays.senderUserId, ...figures })
    .from(scoutReportDays)
    .where(scopeOf(scope, 'total'))
    .groupBy(scoutReportDays.senderUserId)
  const senderIds = rows.flatMap((row) => (row.senderUserId === null ? [] : [row.senderUserId]))
  const names = senderIds.length
    ? await db
        .select({ id: users.id, name: recruiterDisplayName(users, recruiterProfiles) })
        .from(users)
        .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, users.id))
        .where(and(inArray(users.id, senderIds), eq(users.organisationId, scope.organisationId)))
    : []
  const nameOf = new Map(names.map((row) => [row.id, row.name]))
  return rows.map((row) => ({
    ...row,
    // An account since deleted, or moved out of the organisation, keeps its figures unnamed.
    senderUserId:
      row.senderUserId !== null && nameOf.has(row.senderUserId) ? row.senderUserId : null,
    displayName: row.senderUserId === null ? null : (nameOf.get(row.senderUserId) ?? null),
  }))
}

/** The figures by one breakdown's key ('' for none). */
export async function sumByKey(
  db: DbOrTx,
  scope: RollUpScope,
  breakdown: Exclude<ScoutReportBreakdown, 'total'>,
) {
  return db
    .select({ key: scoutReportDays.breakdownKey, ...figures })
    .from(scoutReportDays)
    .where(scopeOf(scope, breakdown))
    .groupBy(scoutReportDays.breakdownKey)
}

/** The figures by month and template, with each of the organisation's templates' names. */
export async function sumTemplatesByMonth(db: DbOrTx, scope: RollUpScope) {
  const month = sql<string>`to_char(date_trunc('month', ${scoutReportDays.day}), 'YYYY-MM')`
  return db
    .select({
      month,
      key: scoutReportDays.breakdownKey,
      name: sql<string | null>`max(${scoutTemplates.name})`,
      ...figures,
    })
    .from(scoutReportDays)
    .leftJoin(
      scoutTemplates,
      and(
        sql`${scoutTemplates.id}::text = ${scoutReportDays.breakdownKey}`,
        eq(scoutTemplates.organisationId, scope.organisationId),
      ),
    )
    .where(scopeOf(scope, 'template'))
    .groupBy(month, scoutReportDays.breakdownKey)
    .orderBy(month, scoutReportDays.breakdownKey)
}

/** The platform's scouts and replies by month over the days of the range. */
export async function sumPlatformByMonth(db: DbOrTx, from: string, to: string) {
  const month = sql<string>`to_char(date_trunc('month', ${scoutReportPlatformDays.day}), 'YYYY-MM')`
  return db
    .select({
      month,
      sent: sql<number>`sum(${scoutReportPlatformDays.sent})::int`,
      replied: sql<number>`sum(${scoutReportPlatformDays.replied})::int`,
    })
    .from(scoutReportPlatformDays)
    .where(between(scoutReportPlatformDays.day, from, to))
    .groupBy(month)
}

/** The names of industries by id. */
export async function findIndustryNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: industries.id, name: industries.name, nameEn: industries.nameEn })
    .from(industries)
    .where(inArray(industries.id, [...ids]))
}

/** Whether the user is a recruiter of the organisation: a report of anyone else is a 404. */
export async function isOrganisationRecruiter(
  db: DbOrTx,
  organisationId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organisationId, organisationId)))
  return row !== undefined
}
