import fp from 'fastify-plugin'
import { purgeExpiredSessions } from './accounts-service.ts'

export const SESSION_PURGE_JOB = 'sessions.purge'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'sessions.purge': Record<string, never>
  }
}

/** Every day at 04:00 in Japan, when the fewest people are signed in. */
export const SESSION_PURGE_CRON = '0 4 * * *'
export const SESSION_PURGE_TIME_ZONE = 'Asia/Tokyo'

/**
 * Expired sessions are refused at once but their rows stay until this daily pg-boss job removes
 * them. Needs the jobs plugin registered before it.
 */
export const sessionPurgePlugin = fp(
  async (app) => {
    app.jobs.work(
      SESSION_PURGE_JOB,
      async (job) => {
        const purged = await purgeExpiredSessions(app.database.db)
        if (purged > 0) app.log.info({ job: job.id, purged }, 'expired sessions purged')
      },
      // One waiting purge is enough: a second would find nothing left.
      { policy: 'short' },
    )
    app.jobs.schedule(SESSION_PURGE_JOB, SESSION_PURGE_CRON, {}, { tz: SESSION_PURGE_TIME_ZONE })
  },
  { name: 'session-purge', dependencies: ['jobs'] },
)
