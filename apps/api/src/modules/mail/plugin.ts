import fp from 'fastify-plugin'
import { createMailDeliverer, MAIL_DELIVER_JOB } from './mail-service.ts'
import { devMailboxRoutes } from './routes.ts'

/**
 * Mail delivery and the development mailbox. Needs the jobs plugin registered before it.
 * Without SMTP there is nothing to deliver: the outbox is the mailbox.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl } = app.config
    if (smtpUrl) {
      const deliverer = createMailDeliverer({
        config: { smtpUrl, mailFrom: app.config.mailFrom },
        database: app.database,
        log: app.log.child({ module: 'mail' }),
      })
      // `short` keeps one waiting job per singleton key, the outbox id.
      app.jobs.work(MAIL_DELIVER_JOB, deliverer.deliver, { policy: 'short' })
      app.addHook('onClose', async () => deliverer.close())
    }

    // Every mail of every user is readable here without signing in: never in production.
    if (app.config.env !== 'production' || app.config.enableTestRoutes) {
      await app.register(devMailboxRoutes)
    }
  },
  { name: 'mail', dependencies: ['jobs'] },
)
