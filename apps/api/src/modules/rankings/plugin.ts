import { jobEndpoints as endpoints } from '@kakehashi/contracts'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { computeRankings, getJobTypeRankings, getWeeklyRankings } from './rankings-service.ts'

export const RANKINGS_COMPUTE_JOB = 'rankings.compute'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    /** `onlyIfMissing`: compute only when the current week has no ranking yet (start-up). */
    'rankings.compute': { onlyIfMissing: boolean }
  }
}

/** Every Monday at midnight in Japan, when a new ranking week begins. */
export const RANKINGS_CRON = '0 0 * * 1'
export const RANKINGS_TIME_ZONE = 'Asia/Tokyo'

const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const options = { access: PUBLIC }

  serveEndpoint(app, endpoints.getWeeklyRankings, options, () => getWeeklyRankings(db))

  serveEndpoint(app, endpoints.getJobTypeRankings, options, (request) =>
    getJobTypeRankings(db, { path: request.query.job_type_path, id: request.query.job_type_id }),
  )
}

/**
 * The weekly rankings: read routes, and their computation as a pg-boss job sent by cron every
 * Monday (Japan) and once at start-up, which fills the current week when it has no ranking yet.
 * Needs the jobs plugin registered before it.
 */
export const rankingsPlugin = fp(
  async (app) => {
    const { db } = app.database
    app.jobs.work(
      RANKINGS_COMPUTE_JOB,
      async (job) => {
        const computed = await computeRankings(db, {
          onlyIfMissing: job.data.onlyIfMissing,
          vacuum: app.database.kind === 'embedded',
        })
        if (computed) app.log.info({ job: job.id }, 'rankings computed')
      },
      // One waiting computation is enough: a second would compute the same week again.
      { policy: 'short' },
    )
    app.jobs.schedule(
      RANKINGS_COMPUTE_JOB,
      RANKINGS_CRON,
      { onlyIfMissing: false },
      { tz: RANKINGS_TIME_ZONE },
    )
    // onReady hooks run in registration order, so the queue (jobs plugin) has started by now.
    app.addHook('onReady', async () => {
      await app.jobs.send(RANKINGS_COMPUTE_JOB, { onlyIfMissing: true })
    })
    await app.register(rankingRoutes)
  },
  { name: 'rankings', dependencies: ['jobs'] },
)
