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
  scoutReportPlatformDays,
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

/** Recounts the months that hold the days from their days' rows. */
export async function recountMonths(tx: DbOrTx, days: readonly StaleDay[]): Promise<void> {
  if (days.length === 0) return
  const months = sql`(select distinct organisation_id, date_trunc('month', day)::date as month
    from ${staleDaysSql(days)}) as stale`
  await tx.execute(sql`
    delete from scout_report_months r
    using ${months}
    where r.organisation_id = stale.organisation_id and r.month = stale.month`)
  await tx.execute(sql`
    insert into scout_report_months (organisation_id, breakdown, month, sender_user_id,
      breakdown_key, sent, opened, replied, matched, hired)
    select r.organisation_id, r.breakdown, stale.month, r.sender_user_id, r.breakdown_key,
      sum(r.sent), sum(r.opened), sum(r.replied), sum(r.matched), sum(r.hired)
    from ${months}
    join scout_report_days r on r.organisation_id = stale.organisation_id
      and r.day >= stale.month and r.day < (stale.month + interval '1 month')
    group by r.organisation_id, r.breakdown, stale.month, r.sender_user_id, r.breakdown_key`)
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

/** The first day of the month holding `day`. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`

/** The day after `day`. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** The month after the one starting on `month`, as `YYYY-MM-DD`. */
function nextMonth(month: string): string {
  const date = new Date(`${month}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + 1)
  return date.toISOString().slice(0, 10)
}

/**
 * The roll-up rows of one breakdown over the range, as `(day, sender_user_id, breakdown_key,
 * figures)`: the months the range holds whole from `scout_report_months` (one row a month, its
 * day the 1st), the days of the months it cuts from `scout_report_days`. Two years read about 25
 * rows a sender and key instead of 730.
 */
function rollUpRows(scope: RollUpScope, breakdown: ScoutReportBreakdown): SQL {
  const firstWhole = scope.from.endsWith('-01') ? scope.from : nextMonth(monthOf(scope.from))
  // The month holding `to` is whole when `to` is its last day.
  const afterLastWhole = dayAfter(scope.to).endsWith('-01') ? dayAfter(scope.to) : monthOf(scope.to)
  const sender =
    scope.senderUserId === null ? sql`` : sql`and sender_user_id = ${scope.senderUserId}`
  const own = sql`organisation_id = ${scope.organisationId} and breakdown = ${breakdown} ${sender}`
  return sql`(
    select month as day, sender_user_id, breakdown_key, sent, opened, replied, matched, hired
    from scout_report_months
    where ${own} and month >= ${firstWhole}::date and month < ${afterLastWhole}::date
    union all
    select day, sender_user_id, breakdown_key, sent, opened, replied, matched, hired
    from scout_report_days
    where ${own} and day between ${scope.from}::date and ${scope.to}::date
      and (day < ${firstWhole}::date or day >= ${afterLastWhole}::date)
  ) as r`
}

const FIGURES = sql`sum(r.sent)::int as sent, sum(r.opened)::int as opened,
  sum(r.replied)::int as replied, sum(r.matched)::int as matched, sum(r.hired)::int as hired`

type FigureRow = ScoutReportFigures

/**
 * The figures of each period with scouts, oldest first. Months read whole months' rows; days
 * and weeks read days (a year of days at most, three years of weeks).
 */
export async function sumByPeriod(db: DbOrTx, scope: RollUpScope, period: ReportPeriod) {
  const source =
    period === 'month'
      ? rollUpRows(scope, 'total')
      : sql`(select * from scout_report_days where organisation_id = ${scope.organisationId}
          and breakdown = 'total' and day between ${scope.from}::date and ${scope.to}::date
          ${scope.senderUserId === null ? sql`` : sql`and sender_user_id = ${scope.senderUserId}`}
        ) as r`
  const startsOn = periodStartSql(period, sql`r.day`)
  const { rows } = await db.execute<FigureRow & { starts_on: string }>(sql`
    select ${startsOn} as starts_on, ${FIGURES} from ${source} group by 1 order by 1`)
  return rows.map((row) => ({ startsOn: row.starts_on, ...figuresOf(row) }))
}

const figuresOf = (row: FigureRow): FigureRow => ({
  sent: Number(row.sent),
  opened: Number(row.opened),
  replied: Number(row.replied),
  matched: Number(row.matched),
  hired: Number(row.hired),
})

/** The figures by sender, with each sender's name while the account exists. */
export async function sumBySender(db: DbOrTx, scope: RollUpScope) {
  const { rows } = await db.execute<FigureRow & { sender_user_id: string | number | null }>(sql`
    select r.sender_user_id, ${FIGURES} from ${rollUpRows(scope, 'total')}
    group by r.sender_user_id`)
  const senderIds = rows.flatMap((row) =>
    row.sender_user_id === null ? [] : [Number(row.sender_user_id)],
  )
  const names = senderIds.length
    ? await db
        .select({ id: users.id, name: recruiterDisplayName(users, recruiterProfiles) })
        .from(users)
        .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, users.id))
        .where(and(inArray(users.id, senderIds), eq(users.organisationId, scope.organisationId)))
    : []
  const nameOf = new Map(names.map((row) => [row.id, row.name]))
  // Accounts since deleted, or moved out of the organisation, keep their figures together in
  // one unnamed row.
  const known: { senderUserId: number; displayName: string; figures: FigureRow }[] = []
  let former: FigureRow | null = null
  for (const row of rows) {
    const senderUserId = row.sender_user_id === null ? null : Number(row.sender_user_id)
    const name = senderUserId === null ? undefined : nameOf.get(senderUserId)
    if (senderUserId !== null && name !== undefined) {
      known.push({ senderUserId, displayName: name, figures: figuresOf(row) })
    } else {
      former = addFigures(former ?? NO_FIGURES, figuresOf(row))
    }
  }
  return [
    ...known.map((row) => ({
      ...row.figures,
      senderUserId: row.senderUserId,
      displayName: row.displayName,
    })),
    ...(former ? [{ ...former, senderUserId: null, displayName: null }] : []),
  ]
}

export const NO_FIGURES: FigureRow = { sent: 0, opened: 0, replied: 0, matched: 0, hired: 0 }

/** Two sets of figures added together. */
export function addFigures(a: FigureRow, b: FigureRow): FigureRow {
  return {
    sent: a.sent + b.sent,
    opened: a.opened + b.opened,
    replied: a.replied + b.replied,
    matched: a.matched + b.matched,
    hired: a.hired + b.hired,
  }
}

/** The figures by one breakdown's key ('' for none). */
export async function sumByKey(
  db: DbOrTx,
  scope: RollUpScope,
  breakdown: Exclude<ScoutReportBreakdown, 'total'>,
) {
  const { rows } = await db.execute<FigureRow & { key: string }>(sql`
    select r.breakdown_key as key, ${FIGURES} from ${rollUpRows(scope, breakdown)}
    group by r.breakdown_key`)
  return rows.map((row) => ({ key: row.key, ...figuresOf(row) }))
}

/** The figures by month and template, with each of the organisation's templates' names. */
export async function sumTemplatesByMonth(db: DbOrTx, scope: RollUpScope) {
  const { rows } = await db.execute<
    FigureRow & { month: string; key: string; name: string | null }
  >(sql`
    select to_char(r.day, 'YYYY-MM') as month, r.breakdown_key as key, max(t.name) as name,
      ${FIGURES}
    from ${rollUpRows(scope, 'template')}
    left join scout_templates t on t.id::text = r.breakdown_key
      and t.organisation_id = ${scope.organisationId}
    group by 1, 2
    order by 1, 2`)
  return rows.map((row) => ({ month: row.month, key: row.key, name: row.name, ...figuresOf(row) }))
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
