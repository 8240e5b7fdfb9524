import {
  type ActivityReport,
  type ReportPeriod,
  type ReportRangeQuery,
  USER_ACTIONS,
  type UserAction,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { checkedReportRange, periodStarts } from '../../lib/report-periods.ts'
import * as repository from './user-action-logs-repository.ts'

// The action log and the activity report: what each recruiter of the organisation did, written
// where it happens and counted per Japan day, week or month.

export { recordUserAction } from './user-action-logs-repository.ts'

/**
 * Logs an action of the calling recruiter (`db` is the action's transaction where it has one).
 */
export function recordRecruiterAction(
  db: DbOrTx,
  recruiter: RecruiterContext,
  action: UserAction,
  quantity = 1,
): Promise<void> {
  return repository.recordUserAction(db, { ...recruiter, action, quantity })
}

/**
 * Each recruiter's actions per period of the range: every recruiter of the organisation (or the
 * one asked for), with zeros for periods without actions. A recruiter of another organisation
 * is not found.
 */
export async function getActivityReport(
  db: DbOrTx,
  caller: RecruiterContext,
  period: ReportPeriod,
  query: ReportRangeQuery,
): Promise<ActivityReport> {
  const { from, to } = checkedReportRange(period, query)
  const recruiterId = query.recruiter_id ?? null
  const everyone = await repository.listReportRecruiters(db, caller.organisationId)
  const recruiters =
    recruiterId === null ? everyone : everyone.filter((recruiter) => recruiter.id === recruiterId)
  if (recruiters.length === 0 && recruiterId !== null) throw notFound('Recruiter')
  const periods = periodStarts(period, from, to)
  const indexOf = new Map(periods.map((start, index) => [start, index]))
  const counted = await repository.countUserActions(db, {
    organisationId: caller.organisationId,
    period,
    from,
    to,
    userId: recruiterId,
  })
  const countsOf = new Map(
    recruiters.map((recruiter) => [
      recruiter.id,
      Object.fromEntries(
        USER_ACTIONS.map((action) => [action, periods.map(() => 0)]),
      ) as ActivityReport['recruiters'][number]['counts'],
    ]),
  )
  for (const row of counted) {
    const index = indexOf.get(row.startsOn)
    const counts = countsOf.get(row.userId)
    if (index === undefined || !counts) continue
    counts[row.action][index] = row.count
  }
  return {
    period,
    from,
    to,
    recruiter_id: recruiterId,
    periods,
    recruiters: recruiters.map((recruiter) => ({
      user_id: recruiter.id,
      display_name: recruiter.fullName,
      counts: countsOf.get(recruiter.id)!,
    })),
  }
}
