import fp from 'fastify-plugin'
import { enqueueMail } from '../mail/mail-service.ts'
import { mailPasswordReset, type PasswordResetRequest } from './accounts-service.ts'

export const PASSWORD_RESET_JOB = 'accounts.password_reset'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'accounts.password_reset': PasswordResetRequest
  }
}

/**
 * Mails the reset link of a password-reset request in the background, so the request's answer
 * takes the same time whether or not the address has an account. Needs the jobs plugin.
 */
export const passwordResetMailPlugin = fp(
  async (app) => {
    const deps = {
      db: app.database.db,
      sendMail: (mail: Parameters<typeof enqueueMail>[1]) => enqueueMail(app, mail),
      baseUrl: app.config.publicBaseUrl,
    }
    app.jobs.work(PASSWORD_RESET_JOB, async (job) => {
      await mailPasswordReset(deps, job.data)
      // The worker takes one job per poll; asking again at once drains a burst of requests
      // instead of mailing one link a second.
      app.jobs.wake(PASSWORD_RESET_JOB)
    })
  },
  { name: 'password-reset-mail', dependencies: ['jobs'] },
)
