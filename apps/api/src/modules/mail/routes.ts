import { type DevMail, mailEndpoints as endpoints } from '@kakehashi/contracts'
import type { MailOutboxEntry } from '@kakehashi/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import { findOutboxEntry, listRecentOutboxEntries } from './mail-repository.ts'

const MAILBOX_SIZE = 50

function toDevMail(row: MailOutboxEntry): DevMail {
  return {
    id: row.id,
    to_address: row.toAddress,
    subject: row.subject,
    text_body: row.textBody,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * The development mailbox: every mail the platform wrote, for anyone who can reach the server.
 * That is only acceptable where there are no real users, so the mail plugin registers these
 * routes outside production only; there they are public so that the mailbox needs no sign-in
 * (the sign-in mails themselves are read here).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mails hold people's addresses and sign-in links: never kept by a cache.
  const options = { access: PUBLIC, config: { personal: true } }
  serveEndpoint(app, endpoints.listDevMails, options, async () => {
    const rows = await listRecentOutboxEntries(app.database.db, MAILBOX_SIZE)
    return { mails: rows.map(toDevMail) }
  })

  serveEndpoint(app, endpoints.getDevMail, options, async (request) => {
    const row = await findOutboxEntry(app.database.db, request.params.id)
    if (!row) throw notFound('Mail')
    return toDevMail(row)
  })
}
