import {
  contracts,
  type DbOrTx,
  jobInfos,
  scoutCampaigns,
  scouts,
  selfApplies,
  users,
} from '@kakehashi/db'
import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm'
import { qualified } from '../../lib/qualified-column.ts'
import { candidateVisibleTo, visibleTo } from '../candidate-privacy/candidate-privacy-repository.ts'
import { isUnanswered, isUnread } from '../conversations/conversations-repository.ts'
import { isExpiring } from '../job-management/job-management-repository.ts'
import { tokyoToday } from '../jobs/public-job.ts'

/** The organisation's contract with today's position in it (Japan date). */
export async function findContract(db: DbOrTx, organisationId: number) {
  const [row] = await db
    .select({
      planName: contracts.planName,
      startsOn: contracts.startsOn,
      endsOn: contracts.endsOn,
      specialScoutMonthlyQuota: contracts.specialScoutMonthlyQuota,
      specialScoutWeekPermitted: contracts.specialScoutWeekPermitted,
      downloadPermitted: contracts.downloadPermitted,
      daysLeft: sql<number>`(${contracts.endsOn} - ${tokyoToday})::int`,
    })
    .from(contracts)
    .where(eq(contracts.organisationId, organisationId))
  return row ?? null
}

/** Special scouts the organisation sent since the first of this month in Japan. */
export async function countSpecialScoutsThisMonth(
  db: DbOrTx,
  organisationId: number,
): Promise<number> {
  const monthStart = sql`(date_trunc('month', now() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo')`
  const [row] = await db
    .select({ sent: count() })
    .from(scouts)
    .where(
      and(
        eq(scouts.organisationId, organisationId),
        eq(scouts.isSpecial, true),
        gte(scouts.sentAt, monthStart),
      ),
    )
  return row?.sent ?? 0
}

/**
 * Each calendar month (Japan time) of the organisation's contract, from its first to this one
 * (or its last, once ended), newest first: the scouts its recruiters sent, how many of those
 * the candidates answered, and the special scouts among them. Months without scouts count
 * zero; none before the contract starts. One range scan of the organisation's `sent_at`.
 */
export async function countScoutsByContractMonth(db: DbOrTx, organisationId: number) {
  const result = await db.execute<{
    month: string
    scouts_sent: number
    scouts_replied: number
    special_scouts_sent: number
  }>(sql`
    with period as (
      select date_trunc('month', ${contracts.startsOn})::date as first_month,
        date_trunc('month', least(${contracts.endsOn}, ${tokyoToday}))::date as last_month
      from ${contracts} where ${contracts.organisationId} = ${organisationId}),
    series as (
      select generate_series(first_month, last_month, interval '1 month')::date as month
      from period),
    counted as (
      select date_trunc('month', ${scouts.sentAt} at time zone 'Asia/Tokyo')::date as month,
        -- A self-application's conversation was not sent by anyone.
        count(*) filter (where ${scouts.selfApplyId} is null)::int as scouts_sent,
        count(${scouts.repliedAt}) filter (where ${scouts.selfApplyId} is null)::int
          as scouts_replied,
        count(*) filter (where ${scouts.isSpecial})::int as special_scouts_sent
      from ${scouts}, period
      where ${scouts.organisationId} = ${organisationId}
        and ${scouts.sentAt} >= (first_month::timestamp at time zone 'Asia/Tokyo')
        and ${scouts.sentAt} < ((last_month + interval '1 month') at time zone 'Asia/Tokyo')
      group by 1)
    select to_char(series.month, 'YYYY-MM') as month,
      coalesce(counted.scouts_sent, 0) as scouts_sent,
      coalesce(counted.scouts_replied, 0) as scouts_replied,
      coalesce(counted.special_scouts_sent, 0) as special_scouts_sent
    from series left join counted using (month)
    order by series.month desc`)
  return result.rows.map((row) => ({
    month: row.month,
    scoutsSent: Number(row.scouts_sent),
    scoutsReplied: Number(row.scouts_replied),
    specialScoutsSent: Number(row.special_scouts_sent),
  }))
}

/** The organisation's recruiters, masters first. */
export function listOrganisationRecruiters(db: DbOrTx, organisationId: number) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      roleType: users.roleType,
      accountType: users.accountType,
      trialRecruiter: users.trialRecruiter,
      permissions: users.permissions,
    })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.deletedAt)))
    .orderBy(sql`case ${users.accountType} when 'master' then 0 else 1 end`, asc(users.id))
}

/** The special scout week running today, or else the next one. */
export async function findCurrentOrNextCampaign(db: DbOrTx) {
  const [row] = await db
    .select({
      id: scoutCampaigns.id,
      name: scoutCampaigns.name,
      nameEn: scoutCampaigns.nameEn,
      startsOn: scoutCampaigns.startsOn,
      endsOn: scoutCampaigns.endsOn,
      highSalaryThreshold: scoutCampaigns.highSalaryThreshold,
      isRunning: sql<boolean>`${scoutCampaigns.startsOn} <= ${tokyoToday}`,
    })
    .from(scoutCampaigns)
    .where(gte(scoutCampaigns.endsOn, tokyoToday))
    .orderBy(asc(scoutCampaigns.startsOn), asc(scoutCampaigns.id))
    .limit(1)
  return row ?? null
}

/** The scouts of a week and how many of them were answered. */
export interface WeekScouts {
  sent: number
  replied: number
}

/** The dashboard's figures of the organisation, as one statement counts them. */
export interface WorkFigures {
  repliesWaiting: number
  applicationsWaiting: number
  unanswered: number
  weekStartsOn: string
  today: string
  thisWeek: WeekScouts
  lastWeek: WeekScouts
  jobsEnding: number
}

/** This week's Monday at midnight in Japan (weeks run Monday to Sunday), as a moment. */
const thisWeekStart = sql`(date_trunc('week', now() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo')`
const lastWeekStart = sql`(${thisWeekStart} - interval '7 days')`

/**
 * What waits for the organisation's recruiters, in one statement, each figure read through an
 * index of its own: the unread conversations (the partial index scouts_organisation_unread_idx),
 * the pending self-applications (the organisation's jobs, then their applications and
 * conversations by key), the unanswered conversations (the organisation's scouts), the scouts of
 * this week and last (one range scan of scouts_organisation_sent_idx) and the jobs ending soon
 * (job_infos_organisation_status_idx). The conversation figures count what the conversation list
 * shows: candidates the organisation may still see. Whether each unread conversation's candidate
 * may be seen is asked row by row, as the list's own count asks it.
 */
export async function countWorkFigures(db: DbOrTx, organisationId: number): Promise<WorkFigures> {
  const result = await db.execute<{
    replies_waiting: number
    applications_waiting: number
    unanswered: number
    week_starts_on: string
    today: string
    this_week_sent: number
    this_week_replied: number
    last_week_sent: number
    last_week_replied: number
    jobs_ending: number
  }>(sql`select
    (select count(*)::int from ${scouts}
      where ${scouts.organisationId} = ${organisationId} and ${isUnread}
        and ${candidateVisibleTo(organisationId, qualified(scouts.candidateUserId))}) as replies_waiting,
    (select count(*)::int from ${jobInfos}
      join ${selfApplies} on ${selfApplies.jobInfoId} = ${jobInfos.id}
      join ${scouts} on ${scouts.selfApplyId} = ${selfApplies.id}
      join ${users} on ${users.id} = ${scouts.candidateUserId}
      where ${jobInfos.organisationId} = ${organisationId}
        and ${selfApplies.status} = 'pending_review'
        and ${scouts.organisationId} = ${organisationId}
        and ${visibleTo(organisationId)}) as applications_waiting,
    (select count(*)::int from ${scouts}
      join ${users} on ${users.id} = ${scouts.candidateUserId}
      where ${scouts.organisationId} = ${organisationId} and ${isUnanswered}
        and ${visibleTo(organisationId)}) as unanswered,
    (date_trunc('week', now() at time zone 'Asia/Tokyo'))::date::text as week_starts_on,
    ${tokyoToday}::text as today,
    weeks.this_week_sent, weeks.this_week_replied, weeks.last_week_sent, weeks.last_week_replied,
    (select count(*)::int from ${jobInfos}
      where ${jobInfos.organisationId} = ${organisationId} and ${isExpiring}) as jobs_ending
    from (select
        count(*) filter (where ${scouts.sentAt} >= ${thisWeekStart})::int as this_week_sent,
        count(${scouts.repliedAt}) filter (where ${scouts.sentAt} >= ${thisWeekStart})::int
          as this_week_replied,
        count(*) filter (where ${scouts.sentAt} < ${thisWeekStart})::int as last_week_sent,
        count(${scouts.repliedAt}) filter (where ${scouts.sentAt} < ${thisWeekStart})::int
          as last_week_replied
      from ${scouts}
      where ${scouts.organisationId} = ${organisationId}
        and ${scouts.sentAt} >= ${lastWeekStart}
        -- A self-application's conversation was not sent by anyone.
        and ${scouts.selfApplyId} is null) as weeks`)
  const row = result.rows[0]!
  return {
    repliesWaiting: Number(row.replies_waiting),
    applicationsWaiting: Number(row.applications_waiting),
    unanswered: Number(row.unanswered),
    weekStartsOn: row.week_starts_on,
    today: row.today,
    thisWeek: { sent: Number(row.this_week_sent), replied: Number(row.this_week_replied) },
    lastWeek: { sent: Number(row.last_week_sent), replied: Number(row.last_week_replied) },
    jobsEnding: Number(row.jobs_ending),
  }
}
