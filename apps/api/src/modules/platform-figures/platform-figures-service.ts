import { PLATFORM_FIGURE_WEEKS, type PlatformFigures } from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import * as repository from './platform-figures-repository.ts'

// The admin area's front page (decision 022). Scouts are counted from the table over the last
// weeks; the daily roll-ups of the scout reports will take this over when they exist.

/** The platform at a glance, for the admin area's front page. */
export async function readPlatformFigures(db: DbOrTx): Promise<PlatformFigures> {
  const [totals, byWeek] = await Promise.all([
    repository.countTotals(db),
    repository.countScoutsByWeek(db, PLATFORM_FIGURE_WEEKS),
  ])
  const weeks = byWeek.map((week) => ({
    week_of: week.weekOf,
    scouts_sent: week.sent,
    scouts_replied: week.replied,
  }))
  return {
    candidates: totals.candidates,
    recruiters: totals.recruiters,
    recruiters_invited: totals.recruiters_invited,
    organisations: totals.organisations,
    jobs_open: totals.jobs_open,
    job_reports_waiting: totals.job_reports_waiting,
    recruiter_reports_waiting: totals.recruiter_reports_waiting,
    personal_data_requests_waiting: totals.personal_data_requests_waiting,
    this_week: weeks.at(-1)!,
    last_week: weeks.at(-2)!,
    weeks,
  }
}
