import { scoutReportEndpoints as endpoints } from '@kakehashi/contracts'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { rollUpStaleDays } from './scout-reports-service.ts'

export const SCOUT_REPORT_ROLL_UP_JOB = 'scout_reports.roll_up'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'scout_reports.roll_up': Record<string, never>
  }
}

/** Every minute: a report's figures are at most a minute or two behind the scouts. */
export const SCOUT_REPORT_ROLL_UP_CRON = '* * * * *'

/** The roll-up of changed days as a pg-boss job on a one-minute schedule. */
export const scoutReportsPlugin = fp(
  async (app) => {
    app.jobs.work(
      SCOUT_REPORT_ROLL_UP_JOB,
      async (job) => {
        const recounted = await rollUpStaleDays(app.database.db)
        if (recounted > 0) app.log.info({ job: job.id, recounted }, 'scout report days recounted')
      },
      // A run already waiting covers every day marked before it starts.
      { policy: 'short' },
    )
    app.jobs.schedule(SCOUT_REPORT_ROLL_UP_JOB, SCOUT_REPORT_ROLL_UP_CRON, {})
  },
  { name: 'scout-reports', dependencies: ['jobs'] },
)

/**
 * Lets a browser test read a report without waiting for the job's minute. Registered only with
 * ENABLE_TEST_ROUTES, never in production.
 */
export const scoutReportTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.enableTestRoutes) return
  serveEndpoint(
    app,
    endpoints.runTestScoutReportRollUp,
    { access: PUBLIC, hide: true },
    async () => ({
      recounted: await rollUpStaleDays(app.database.db),
    }),
  )
}
