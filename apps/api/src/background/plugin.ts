import fp from 'fastify-plugin'
import { JobQueue } from './job-queue.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs on the app's database: `send` from anywhere, `work` while building. */
    jobs: JobQueue
  }
}

/**
 * Starts the job queue once every plugin has declared its workers, and stops it before the
 * database goes away.
 */
export const backgroundJobsPlugin = fp(
  async (app) => {
    const jobs = new JobQueue({
      database: app.database,
      log: app.log.child({ module: 'jobs' }),
      // Each poll is a query on the embedded database's one connection, which requests share;
      // tests poll at pg-boss's fastest so retries are seen within seconds.
      pollingIntervalSeconds: app.config.env === 'test' ? 0.5 : 1,
    })
    app.decorate('jobs', jobs)
    app.addHook('onReady', () => jobs.start())
    // preClose rather than onClose: onClose hooks run newest first, and the server closes the
    // database in an onClose hook it adds after building the app, so that one would run first.
    app.addHook('preClose', () => jobs.stop())
  },
  { name: 'jobs' },
)
