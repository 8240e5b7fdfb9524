import {
  type DbOrTx,
  jobInfoReports,
  jobInfos,
  organisations,
  personalDataRequests,
  recruiterReports,
  scouts,
  users,
} from '@kakehashi/db'
import { sql } from 'drizzle-orm'
import { publicJobCondition } from '../jobs/public-job.ts'

/** The counts of the figures page, in one statement. */
export async function countTotals(db: DbOrTx) {
  const result = await db.execute<{
    candidates: number
    recruiters: number
    recruiters_invited: number
    organisations: number
    jobs_open: number
    job_reports_waiting: number
    recruiter_reports_waiting: number
    personal_data_requests_waiting: number
  }>(sql`select
      (select count(*)::int from ${users}
        where ${users.roleType} = 'Candidate' and ${users.deletedAt} is null
          and ${users.emailConfirmedAt} is not null) as candidates,
      (select count(*)::int from ${users}
        where ${users.roleType} in ('CompanyUser', 'Agent') and ${users.suspendedAt} is null
          and ${users.passwordHash} is not null) as recruiters,
      (select count(*)::int from ${users}
        where ${users.roleType} in ('CompanyUser', 'Agent') and ${users.passwordHash} is null
          and ${users.suspendedAt} is null) as recruiters_invited,
      (select count(*)::int from ${organisations}) as organisations,
      (select count(*)::int from ${jobInfos} where ${publicJobCondition()}) as jobs_open,
      (select count(*)::int from ${jobInfoReports}
        where ${jobInfoReports.state} = 'open') as job_reports_waiting,
      (select count(*)::int from ${recruiterReports}
        where ${recruiterReports.state} = 'open') as recruiter_reports_waiting,
      (select count(*)::int from ${personalDataRequests}
        where ${personalDataRequests.state} in ('received', 'in_progress'))
        as personal_data_requests_waiting`)
  return result.rows[0]!
}

/**
 * Scouts sent each week (Monday to Sunday, Japan time) of the last `weeks`, and how many of them
 * were replied to, oldest first; weeks without scouts count zero (self-applications are not
 * scouts). One range scan of `sent_at`.
 */
export async function countScoutsByWeek(db: DbOrTx, weeks: number) {
  const result = await db.execute<{ week_of: string; sent: number; replied: number }>(sql`
    with bounds as (
      select date_trunc('week', now() at time zone 'Asia/Tokyo')::date as this_week),
    series as (
      select generate_series(this_week - ${(weeks - 1) * 7}::int, this_week, interval '7 days')::date
        as week_of from bounds),
    counted as (
      select date_trunc('week', ${scouts.sentAt} at time zone 'Asia/Tokyo')::date as week_of,
        count(*)::int as sent, count(${scouts.repliedAt})::int as replied
      from ${scouts}, bounds
      where ${scouts.sentAt} >= ((this_week - ${(weeks - 1) * 7}::int)::timestamp at time zone 'Asia/Tokyo')
        -- A self-application's conversation was not sent by anyone.
        and ${scouts.selfApplyId} is null
      group by 1)
    select series.week_of::text as week_of, coalesce(counted.sent, 0) as sent,
      coalesce(counted.replied, 0) as replied
    from series left join counted using (week_of)
    order by series.week_of`)
  return result.rows.map((row) => ({
    weekOf: row.week_of,
    sent: Number(row.sent),
    replied: Number(row.replied),
  }))
}
