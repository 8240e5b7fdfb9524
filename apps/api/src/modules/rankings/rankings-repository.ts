import {
  type DbOrTx,
  jobInfoDailyViews,
  jobInfoJobTypes,
  jobInfoStocks,
  jobInfos,
  jobTypeRankings,
  jobTypes,
  selfApplies,
  weeklyRankings,
} from '@kakehashi/db'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import { publicJobCondition } from '../jobs/public-job.ts'

/**
 * What one signal is worth in a job's weekly score. An application is the strongest sign of
 * interest and the rarest; a stock says "maybe later"; a view is cheap and plentiful.
 */
export const SIGNAL_WEIGHTS = { view: 1, stock: 5, application: 20 } as const

/** Rows kept per computed week: the weekly ranking, and each parent job type's ranking. */
export const WEEKLY_RANKING_SIZE = 50
export const JOB_TYPE_RANKING_SIZE = 20

// Any constant shared by every process: computations of the rankings take turns on it.
const RANKINGS_LOCK_KEY = 4_711_011

export interface RankingWindow {
  /** The Monday (Japan) the computed ranking belongs to. */
  weekStartOn: string
  /** Signals up to this instant and over the 7 days before it count. */
  until: Date
}

/**
 * Each job's score over the window: views per Japan calendar day from the day 7 days before
 * `until` up to its day, stocks and applications made in the 7 × 24 hours before `until`.
 */
function scores(window: RankingWindow): SQL {
  const until = window.until.toISOString()
  const untilDay = sql`(${until}::timestamptz at time zone 'Asia/Tokyo')::date`
  const since = sql`${until}::timestamptz - interval '7 days'`
  return sql`scores as (
    select job_info_id, sum(points)::real as score from (
      select ${jobInfoDailyViews.jobInfoId} as job_info_id, ${jobInfoDailyViews.views} * ${SIGNAL_WEIGHTS.view} as points
        from ${jobInfoDailyViews}
        where ${jobInfoDailyViews.day} between ${untilDay} - 7 and ${untilDay}
      union all
      select ${jobInfoStocks.jobInfoId}, ${SIGNAL_WEIGHTS.stock}
        from ${jobInfoStocks}
        where ${jobInfoStocks.createdAt} >= ${since} and ${jobInfoStocks.createdAt} < ${until}::timestamptz
      union all
      select ${selfApplies.jobInfoId}, ${SIGNAL_WEIGHTS.application}
        from ${selfApplies}
        where ${selfApplies.createdAt} >= ${since} and ${selfApplies.createdAt} < ${until}::timestamptz
    ) as signals
    group by job_info_id
    having sum(points) > 0)`
}

async function hasSignals(db: DbOrTx, window: RankingWindow): Promise<boolean> {
  const result = await db.execute(sql`with ${scores(window)} select 1 from scores limit 1`)
  return result.rows.length > 0
}

export async function hasWeeklyRankings(db: DbOrTx, weekStartOn: string): Promise<boolean> {
  const [row] = await db
    .select({ rank: weeklyRankings.rank })
    .from(weeklyRankings)
    .where(eq(weeklyRankings.weekStartOn, weekStartOn))
    .limit(1)
  return row !== undefined
}

/**
 * Replaces the week's rankings and refreshes every job's popularity score, in one transaction:
 * one set-based statement per table. Running it again for the same week gives the same rows
 * (for the same signals), so a retried or repeated run is harmless. With `onlyIfMissing` a week
 * that already has a ranking is left alone (the start-up run). Returns whether it computed and
 * how many jobs' popularity changed.
 */
export async function computeRankings(
  db: DbOrTx,
  window: RankingWindow,
  options: { onlyIfMissing?: boolean } = {},
): Promise<{ computed: boolean; popularityUpdated: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RANKINGS_LOCK_KEY})`)
    if (options.onlyIfMissing && (await hasWeeklyRankings(tx, window.weekStartOn))) {
      return { computed: false, popularityUpdated: 0 }
    }
    // A start-up run with no signal at all has nothing to rank: it leaves the popularity the
    // jobs have (from earlier weeks, or set by an editor) rather than zeroing every job.
    if (options.onlyIfMissing && !(await hasSignals(tx, window))) {
      return { computed: false, popularityUpdated: 0 }
    }
    const week = window.weekStartOn

    await tx.delete(weeklyRankings).where(eq(weeklyRankings.weekStartOn, week))
    await tx.execute(sql`with ${scores(window)}
      insert into ${weeklyRankings} (week_start_on, rank, job_info_id, score)
      select ${week}::date, row_number() over (order by scores.score desc, scores.job_info_id desc),
        scores.job_info_id, scores.score
      from scores join ${jobInfos} on ${jobInfos.id} = scores.job_info_id
      where ${publicJobCondition()}
      order by scores.score desc, scores.job_info_id desc
      limit ${WEEKLY_RANKING_SIZE}`)

    await tx.delete(jobTypeRankings).where(eq(jobTypeRankings.weekStartOn, week))
    // A job counts once under each parent type it belongs to, directly or through a child.
    await tx.execute(sql`with ${scores(window)},
      parents as (
        select distinct l.job_info_id, coalesce(t.parent_id, t.id) as parent_id
        from ${jobInfoJobTypes} l join ${jobTypes} t on t.id = l.job_type_id
      ),
      ranked as (
        select parents.parent_id, scores.job_info_id, scores.score,
          row_number() over (
            partition by parents.parent_id order by scores.score desc, scores.job_info_id desc
          ) as rank
        from scores
        join parents on parents.job_info_id = scores.job_info_id
        join ${jobInfos} on ${jobInfos.id} = scores.job_info_id
        where ${publicJobCondition()}
      )
      insert into ${jobTypeRankings} (week_start_on, job_type_id, rank, job_info_id, score)
      select ${week}::date, parent_id, rank, job_info_id, score
      from ranked where rank <= ${JOB_TYPE_RANKING_SIZE}`)

    // The `popular` sort reads this; rows whose score does not change are not rewritten.
    const refreshed = await tx.execute(sql`with ${scores(window)}
      update ${jobInfos} set popularity_score = coalesce(scores.score, 0)
      from ${jobInfos} as current left join scores on scores.job_info_id = current.id
      where ${jobInfos.id} = current.id
        and ${jobInfos.popularityScore} is distinct from coalesce(scores.score, 0)`)
    return { computed: true, popularityUpdated: refreshed.rowCount ?? 0 }
  })
}

/**
 * Makes the space of rows the popularity refresh replaced reusable. PostgreSQL's autovacuum does
 * this on its own; the embedded database has no autovacuum, and without it every refresh would
 * leave the old rows behind and searches would read ever more pages.
 */
export async function vacuumJobInfos(db: DbOrTx): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${jobInfos}`)
}

const rankingTables = { weekly: weeklyRankings, jobType: jobTypeRankings }

/** The most recent week a ranking has, or null before the first computation. */
export async function findLatestWeek(
  db: DbOrTx,
  ranking: keyof typeof rankingTables,
): Promise<string | null> {
  const table = rankingTables[ranking]
  const [row] = await db
    .select({ week: table.weekStartOn })
    .from(table)
    .orderBy(desc(table.weekStartOn))
    .limit(1)
  return row?.week ?? null
}

/** The week's ranked jobs that are still public now, by rank. */
export async function listWeeklyRankingJobIds(db: DbOrTx, week: string): Promise<number[]> {
  const rows = await db
    .select({ id: weeklyRankings.jobInfoId })
    .from(weeklyRankings)
    .innerJoin(jobInfos, eq(jobInfos.id, weeklyRankings.jobInfoId))
    .where(and(eq(weeklyRankings.weekStartOn, week), publicJobCondition()))
    .orderBy(asc(weeklyRankings.rank))
  return rows.map((row) => row.id)
}

export async function listJobTypeRankingJobIds(
  db: DbOrTx,
  week: string,
  jobTypeId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: jobTypeRankings.jobInfoId })
    .from(jobTypeRankings)
    .innerJoin(jobInfos, eq(jobInfos.id, jobTypeRankings.jobInfoId))
    .where(
      and(
        eq(jobTypeRankings.weekStartOn, week),
        eq(jobTypeRankings.jobTypeId, jobTypeId),
        publicJobCondition(),
      ),
    )
    .orderBy(asc(jobTypeRankings.rank))
  return rows.map((row) => row.id)
}

export async function findJobType(db: DbOrTx, by: { path?: string; id?: number }) {
  const condition = by.id !== undefined ? eq(jobTypes.id, by.id) : eq(jobTypes.path, by.path ?? '')
  const [row] = await db.select().from(jobTypes).where(condition)
  return row
}
