import {
  type JobTypeRankingsResponse,
  VALIDATION_MESSAGES,
  type WeeklyRankingsResponse,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { jobSummaries, toJobTypeRef } from '../jobs/job-summary.ts'
import * as repository from './rankings-repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// Japan keeps one offset all year (no daylight saving), so a fixed shift gives its calendar.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000

/** The Monday (Japan time) of the week `at` falls in, as YYYY-MM-DD. */
export function tokyoWeekStart(at: Date): string {
  const tokyo = new Date(at.getTime() + TOKYO_OFFSET_MS)
  const daysSinceMonday = (tokyo.getUTCDay() + 6) % 7
  return new Date(tokyo.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Computes the rankings of the week `at` falls in from the 7 days of signals before `at`.
 * The Monday-midnight run therefore ranks the whole previous week; a start-up run in mid-week
 * (`onlyIfMissing`) fills a week that has none from the last 7 days. `vacuum` reclaims the rows
 * the popularity refresh replaced, for the embedded database, which has no autovacuum.
 */
export async function computeRankings(
  db: DbOrTx,
  options: { at?: Date; onlyIfMissing?: boolean; vacuum?: boolean } = {},
): Promise<boolean> {
  const at = options.at ?? new Date()
  const { computed, popularityUpdated } = await repository.computeRankings(
    db,
    { weekStartOn: tokyoWeekStart(at), until: at },
    { onlyIfMissing: options.onlyIfMissing },
  )
  if (options.vacuum && popularityUpdated > 0) await repository.vacuumJobInfos(db)
  return computed
}

const loadRankedJobs = async (db: DbOrTx, ids: number[]) =>
  (await jobSummaries(db, ids)).map((jobInfo, index) => ({ rank: index + 1, job_info: jobInfo }))

/** The latest week's ranking; jobs closed since are dropped and the ranks close up. */
export async function getWeeklyRankings(db: DbOrTx): Promise<WeeklyRankingsResponse> {
  const week = await repository.findLatestWeek(db, 'weekly')
  if (!week) return { week_start_on: null, weekly_rankings: [] }
  return {
    week_start_on: week,
    weekly_rankings: await loadRankedJobs(db, await repository.listWeeklyRankingJobIds(db, week)),
  }
}

/** A parent job type's latest ranking; a child type answers with its parent's. */
export async function getJobTypeRankings(
  db: DbOrTx,
  by: { path?: string; id?: number },
): Promise<JobTypeRankingsResponse> {
  if (by.id === undefined && !by.path) {
    throw new AppError('validationFailed', 'Give job_type_path or job_type_id', [
      fieldIssue(['querystring', 'job_type_path'], VALIDATION_MESSAGES.required),
    ])
  }
  let jobType = await repository.findJobType(db, by)
  if (jobType?.parentId != null)
    jobType = await repository.findJobType(db, { id: jobType.parentId })
  if (!jobType) throw notFound('Job type')
  const week = await repository.findLatestWeek(db, 'jobType')
  return {
    job_type: toJobTypeRef(jobType),
    week_start_on: week,
    job_type_rankings: week
      ? await loadRankedJobs(db, await repository.listJobTypeRankingJobIds(db, week, jobType.id))
      : [],
  }
}
