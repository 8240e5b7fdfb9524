import type { Database, DbOrTx } from '@kakehashi/db'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Job, JobQueue } from '../../background/job-queue.ts'
import type { Config } from '../../config.ts'
import {
  findOutboxEntry,
  insertOutboxEntry,
  markOutboxEntrySent,
  recordDeliveryFailure,
} from './mail-repository.ts'

export const MAIL_DELIVER_JOB = 'mail.deliver'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    [MAIL_DELIVER_JOB]: { outboxId: number }
  }
}

/** What enqueueing needs; the Fastify app itself satisfies it. */
export interface MailDependencies {
  config: Pick<Config, 'env' | 'smtpUrl'>
  database: Database
  jobs: JobQueue
  log?: Pick<FastifyBaseLogger, 'info'>
}

export interface OutgoingMail {
  to: string
  subject: string
  /** Plain text only: mail bodies are never HTML. */
  text: string
}

/** A mail's subject and text in one language. */
export interface MailPart {
  subject: string
  text: string
}

/**
 * A mail to someone whose language the platform does not know (accounts keep no language
 * setting): Japanese first and English after it, each written from its own catalogue.
 */
export function bilingualMail(to: string, ja: MailPart, en: MailPart): OutgoingMail {
  return {
    to,
    subject: `${ja.subject} / ${en.subject}`,
    text: `${ja.text}\n\n----------\n\n${en.text}`,
  }
}

export interface EnqueueOptions {
  /** The caller's transaction: the mail exists, and goes out, only if that transaction commits. */
  tx?: DbOrTx
}

/**
 * Retries wait out a mail server outage: with backoff from 30 s the ten retries span about a day.
 * Tests use a one-second base so a retry is seen within seconds.
 */
export function deliveryRetryPolicy(config: Pick<Config, 'env'>) {
  return config.env === 'test'
    ? { retryLimit: 10, retryDelay: 1, retryBackoff: true }
    : { retryLimit: 10, retryDelay: 30, retryBackoff: true }
}

/**
 * Records a mail in the outbox and, when SMTP is configured, queues its delivery. The outbox row
 * is the source of truth: a mail is never only in memory or only in the job queue.
 */
export async function enqueueMail(
  deps: MailDependencies,
  mail: OutgoingMail,
  options: EnqueueOptions = {},
): Promise<void> {
  const entry = { toAddress: mail.to, subject: mail.subject, textBody: mail.text }

  if (!deps.config.smtpUrl) {
    // No transport: writing the outbox row is the delivery, and the dev mailbox is where it is
    // read, so the mail counts as sent now rather than waiting forever as queued.
    await insertOutboxEntry(options.tx ?? deps.database.db, {
      ...entry,
      status: 'sent',
      sentAt: new Date(),
    })
    // Production has no dev mailbox; the server log is then the only place a person running the
    // platform without SMTP (a demo, say) can find a confirmation or reset link.
    if (deps.config.env === 'production') {
      deps.log?.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the outbox (no SMTP_URL)',
      )
    }
    return
  }

  const queue = async (tx: DbOrTx) => {
    const row = await insertOutboxEntry(tx, { ...entry, status: 'queued' })
    // One waiting delivery per mail (the queue's `short` policy keys on this), so queueing the
    // same outbox row again never sends it twice.
    await deps.jobs.send(
      MAIL_DELIVER_JOB,
      { outboxId: row.id },
      { ...deliveryRetryPolicy(deps.config), singletonKey: String(row.id), tx },
    )
  }

  if (options.tx) {
    await queue(options.tx)
    return
  }
  await deps.database.db.transaction(queue)
  deps.jobs.wake(MAIL_DELIVER_JOB)
}

export interface MailDelivererDependencies {
  config: Pick<Config, 'mailFrom'> & { smtpUrl: string }
  database: Database
  log: FastifyBaseLogger
}

/** The `mail.deliver` worker: sends one outbox row over SMTP and records the outcome on it. */
export function createMailDeliverer(deps: MailDelivererDependencies) {
  const transport = nodemailer.createTransport({
    url: deps.config.smtpUrl,
    // nodemailer waits minutes by default; a stuck server should fail the attempt and let the
    // retry policy take over instead.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const { db } = deps.database

  async function deliver(job: Job<typeof MAIL_DELIVER_JOB>): Promise<void> {
    const row = await findOutboxEntry(db, job.data.outboxId)
    // Already delivered by an earlier job for the same row: sending again would duplicate it.
    if (!row || row.status === 'sent') return
    try {
      await transport.sendMail({
        from: deps.config.mailFrom,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await recordDeliveryFailure(db, row.id, message, job.retryCount >= job.retryLimit)
      // Rethrown so pg-boss schedules the retry.
      throw error
    }
    await markOutboxEntrySent(db, row.id)
    deps.log.info({ outboxId: row.id }, 'mail delivered')
  }

  return { deliver, close: () => transport.close() }
}
