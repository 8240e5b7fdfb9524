import {
  createJobInfo,
  createUser,
  type Database,
  daysFromNow,
  jobInfoDailyViews,
  jobInfoStocks,
  jobInfos,
  jobTypeRankings,
  selfApplies,
  weeklyRankings,
} from '@kakehashi/db'
import { createTestDatabase } from '@kakehashi/db/testing'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../src/app.ts'
import { RANKINGS_CRON, RANKINGS_TIME_ZONE } from '../src/modules/rankings/plugin.ts'
import { SIGNAL_WEIGHTS } from '../src/modules/rankings/rankings-repository.ts'
import { computeRankings, tokyoWeekStart } from '../src/modules/rankings/rankings-service.ts'
import { createTestApp, testConfig } from './helpers.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** A Japan calendar day `offset` days from today, as views are recorded. */
const tokyoDay = (offset = 0) =>
  new Date(Date.now() + 9 * 60 * 60 * 1000 + offset * DAY_MS).toISOString().slice(0, 10)

interface Signals {
  views?: number
  viewDay?: number
  stocks?: number
  applications?: number
  /** When the stocks and applications were made, in days from now. */
  daysAgo?: number
}

async function addSignals(database: Database, jobInfoId: number, signals: Signals) {
  const { db } = database
  if (signals.views) {
    await db
      .insert(jobInfoDailyViews)
      .values({ jobInfoId, day: tokyoDay(signals.viewDay ?? 0), views: signals.views })
  }
  const at = daysFromNow(-(signals.daysAgo ?? 1))
  for (let i = 0; i < (signals.stocks ?? 0); i += 1) {
    const user = await createUser(db)
    await db.insert(jobInfoStocks).values({ userId: user.id, jobInfoId, createdAt: at })
  }
  for (let i = 0; i < (signals.applications ?? 0); i += 1) {
    const user = await createUser(db)
    await db.insert(selfApplies).values({ userId: user.id, jobInfoId, createdAt: at })
  }
}

async function get(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() }
}

const rankedIds = (rows: { rank: number; job_info: { id: number } }[]) =>
  rows.map((row) => [row.rank, row.job_info.id])

describe('weekly rankings', () => {
  it('ranks jobs by weighted views, stocks and applications of the last 7 days', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const applied = await createJobInfo(db, { jobTypeCodes: ['IR'] })
    const stocked = await createJobInfo(db, { jobTypeCodes: ['ACCOUNTING'] })
    const viewed = await createJobInfo(db, { jobTypeCodes: ['SOFTWARE_ENGINEER'] })
    const closed = await createJobInfo(db, { jobTypeCodes: ['IR'] })
    const stale = await createJobInfo(db)
    const quiet = await createJobInfo(db)
    await addSignals(database, applied.id, { views: 2, applications: 1 })
    await addSignals(database, stocked.id, { views: 3, stocks: 2, viewDay: -6 })
    await addSignals(database, viewed.id, { views: 4 })
    await addSignals(database, closed.id, { views: 500, stocks: 3, applications: 3 })
    await addSignals(database, stale.id, { views: 100, viewDay: -9, stocks: 3, daysAgo: 8 })
    await db.update(jobInfos).set({ status: 'closed' }).where(eq(jobInfos.id, closed.id))

    expect(await computeRankings(db)).toBe(true)

    const { status, body } = await get(app, '/api/v3/weekly_rankings')
    expect(status).toBe(200)
    expect(body.week_start_on).toBe(tokyoWeekStart(new Date()))
    // applied: 2 + 20 = 22; stocked: 3 + 2 × 5 = 13; viewed: 4. The closed job had the most
    // signals and the stale and quiet ones none in the window: none of them is ranked.
    expect(rankedIds(body.weekly_rankings)).toEqual([
      [1, applied.id],
      [2, stocked.id],
      [3, viewed.id],
    ])
    expect(body.weekly_rankings[0].job_info).toMatchObject({ id: applied.id, status: 'open' })
    const stored = await db.select().from(weeklyRankings)
    expect(stored.map((row) => [row.jobInfoId, row.score])).toEqual([
      [applied.id, 2 * SIGNAL_WEIGHTS.view + SIGNAL_WEIGHTS.application],
      [stocked.id, 3 * SIGNAL_WEIGHTS.view + 2 * SIGNAL_WEIGHTS.stock],
      [viewed.id, 4 * SIGNAL_WEIGHTS.view],
    ])
    expect(stored.some((row) => [closed.id, stale.id, quiet.id].includes(row.jobInfoId))).toBe(
      false,
    )

    // The job-type ranking: IR and accounting are both under CORPORATE (6).
    const corporate = await get(app, '/api/v3/job_type_rankings?job_type_path=corporate')
    expect(corporate.status).toBe(200)
    expect(corporate.body.job_type).toMatchObject({ id: 6, code: 'CORPORATE' })
    expect(rankedIds(corporate.body.job_type_rankings)).toEqual([
      [1, applied.id],
      [2, stocked.id],
    ])
    // A child type answers its parent's ranking.
    const byChild = await get(app, '/api/v3/job_type_rankings?job_type_id=603')
    expect(byChild.body.job_type.id).toBe(6)
    const tech = await get(app, '/api/v3/job_type_rankings?job_type_path=tech')
    expect(rankedIds(tech.body.job_type_rankings)).toEqual([[1, viewed.id]])
    expect((await get(app, '/api/v3/job_type_rankings?job_type_path=nothing')).status).toBe(404)
    expect((await get(app, '/api/v3/job_type_rankings')).status).toBe(422)

    // The popular sort follows the computed scores.
    const popular = await get(app, '/api/v3/job_infos?sort=popular&per=3')
    expect(popular.body.job_infos.map((job: { id: number }) => job.id)).toEqual([
      applied.id,
      stocked.id,
      viewed.id,
    ])
  })

  it('drops a job closed after the computation and closes up the ranks', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const first = await createJobInfo(db, { jobTypeCodes: ['IR'] })
    const second = await createJobInfo(db, { jobTypeCodes: ['IR'] })
    const third = await createJobInfo(db, { jobTypeCodes: ['IR'] })
    await addSignals(database, first.id, { views: 30 })
    await addSignals(database, second.id, { views: 20 })
    await addSignals(database, third.id, { views: 10 })
    await computeRankings(db)

    await db
      .update(jobInfos)
      .set({ recruitmentEndOn: '2000-01-01', recruitmentStartOn: '1999-01-01' })
      .where(eq(jobInfos.id, second.id))
    const weekly = await get(app, '/api/v3/weekly_rankings')
    expect(rankedIds(weekly.body.weekly_rankings)).toEqual([
      [1, first.id],
      [2, third.id],
    ])
    const byType = await get(app, '/api/v3/job_type_rankings?job_type_path=ir')
    expect(rankedIds(byType.body.job_type_rankings)).toEqual([
      [1, first.id],
      [2, third.id],
    ])
  })

  it('computes a week idempotently; the start-up run leaves an existing week alone', async () => {
    const { database } = await createTestApp()
    const { db } = database
    const job = await createJobInfo(db, { jobTypeCodes: ['IR'] })
    await addSignals(database, job.id, { views: 5 })
    expect(await computeRankings(db)).toBe(true)
    expect(await computeRankings(db)).toBe(true)
    expect(await db.select().from(weeklyRankings)).toHaveLength(1)
    expect(await db.select().from(jobTypeRankings)).toHaveLength(1)

    await addSignals(database, (await createJobInfo(db)).id, { views: 50 })
    expect(await computeRankings(db, { onlyIfMissing: true })).toBe(false)
    expect(await db.select().from(weeklyRankings)).toHaveLength(1)
  })

  it('leaves popularity alone at start-up when there is no signal to rank by', async () => {
    const { database } = await createTestApp()
    const { db } = database
    const job = await createJobInfo(db, { popularityScore: 42 })
    expect(await computeRankings(db, { onlyIfMissing: true })).toBe(false)
    const [row] = await db.select().from(jobInfos).where(eq(jobInfos.id, job.id))
    expect(row?.popularityScore).toBe(42)

    // The weekly run ranks the week whatever it finds, and popularity follows the signals.
    expect(await computeRankings(db)).toBe(true)
    const [after] = await db.select().from(jobInfos).where(eq(jobInfos.id, job.id))
    expect(after?.popularityScore).toBe(0)
  })

  it('answers an empty ranking before the first computation', async () => {
    const { app } = await createTestApp()
    const { body } = await get(app, '/api/v3/weekly_rankings')
    expect(body).toEqual({ week_start_on: null, weekly_rankings: [] })
  })

  it('names the Monday of the week in Japan', () => {
    // Sunday 2026-03-01 16:00 UTC is Monday 01:00 in Tokyo.
    expect(tokyoWeekStart(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02')
    expect(tokyoWeekStart(new Date('2026-03-01T14:00:00Z'))).toBe('2026-02-23')
    expect(tokyoWeekStart(new Date('2026-03-08T14:59:59Z'))).toBe('2026-03-02')
  })
})

describe('the rankings job', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.()
  })

  it('is scheduled every Monday in Japan and fills an empty week at start-up', async () => {
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    const job = await createJobInfo(database.db)
    await addSignals(database, job.id, { views: 3 })

    const app = await buildApp(testConfig(), { database, logger: false })
    await app.ready()
    cleanups.push(() => app.close())

    expect(await app.jobs.schedules()).toContainEqual({
      name: 'rankings.compute',
      cron: RANKINGS_CRON,
      timezone: RANKINGS_TIME_ZONE,
    })
    await expect
      .poll(async () => (await get(app, '/api/v3/weekly_rankings')).body.weekly_rankings, {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual([
        expect.objectContaining({ rank: 1, job_info: expect.objectContaining({ id: job.id }) }),
      ])
  })
})
