import {
  type CandidateMailKind,
  type CandidateMailSettings,
  candidateMailOffPath,
  fillJobSeekerName,
  type Locale,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { catalogues, translate } from '@kakehashi/i18n'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type { JobQueue } from '../../background/job-queue.ts'
import type { Config } from '../../config.ts'
import { AppError } from '../../errors/app-error.ts'
import { signLink, verifyLink } from '../../lib/app-secret.ts'
import {
  bilingualMail,
  enqueueMail,
  MAIL_DELIVER_JOB,
  type MailDependencies,
} from '../mail/mail-service.ts'
import * as repository from './scouts-repository.ts'

// Mail to candidates about their scouts: one when a scout arrives, one when a recruiter writes
// (a reminder too). Sends and messages only mark what is to be mailed; this job writes the mails,
// so a send to 500 candidates does not write 500 mails in its own transaction. Every mail carries
// a one-click opt-out of its kind and the link to the candidate's mail settings.

export const CANDIDATE_MAIL_JOB = 'scouts.candidate_mail'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'scouts.candidate_mail': Record<string, never>
  }
}

/** A backstop for a nudge lost to a crash between the send's commit and the job's run. */
export const CANDIDATE_MAIL_CRON = '*/5 * * * *'

const BATCH = 200
/** Batches one run of the job writes at most: a few seconds of work. */
const RUN_BATCHES = 10
const MAIL_OFF_PURPOSE = 'candidate-mail-off'

type LinkConfig = Pick<Config, 'appSecret' | 'dataDir'>

export interface CandidateMailDependencies extends MailDependencies {
  config: MailDependencies['config'] & Pick<Config, 'publicBaseUrl' | 'appSecret' | 'dataDir'>
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>
}

/**
 * Asks for the candidate mails of what the transaction marked; one waiting run serves every
 * send that asks before it starts. Without `tx`, after the marks are committed: the job's
 * waiting row is then written on its own, so writers of single messages do not queue behind
 * each other's transactions for that one row (a mark the request leaves behind, the process
 * stopping in between, is written by the job's next scheduled run).
 */
export async function queueCandidateMail(jobs: JobQueue, tx?: DbOrTx) {
  await jobs.send(
    CANDIDATE_MAIL_JOB,
    {},
    { ...(tx ? { tx } : {}), singletonKey: CANDIDATE_MAIL_JOB },
  )
}

/** The token of a mail's opt-out link: it names the candidate and the kind of mail. */
export function mailOffToken(config: LinkConfig, userId: number, kind: CandidateMailKind) {
  return signLink(config, MAIL_OFF_PURPOSE, `${userId}:${kind}`)
}

async function mailPart(
  deps: CandidateMailDependencies,
  locale: Locale,
  item: repository.PendingCandidateMail,
) {
  const { kind } = item
  const messages = catalogues[locale]
  const base = deps.config.publicBaseUrl
  const organisation =
    locale === 'en' ? (item.organisationNameEn ?? item.organisationName) : item.organisationName
  const key = kind === 'scout' ? 'scoutArrived' : 'messageArrived'
  return {
    subject: translate(messages, 'mail', `${key}.subject`, { organisation }),
    text: translate(messages, 'mail', `${key}.body`, {
      name: item.fullName,
      organisation,
      title: fillJobSeekerName(item.title, item.fullName),
      link: `${base}/scouts/${item.scoutId}`,
      off: `${base}${candidateMailOffPath(item.userId, kind, await mailOffToken(deps.config, item.userId, kind))}`,
      settings: `${base}/setting/mail`,
    }),
  }
}

/**
 * Writes the queued mails, a batch a transaction: the queue's rows are taken with `skip locked`
 * and deleted in the transaction that writes the mails, so two runs never mail one thing twice
 * and a failed run leaves them for the next. A candidate who turned that kind of mail off, or
 * whose account is gone, gets nothing. Several messages of one scout in a batch make one mail.
 * With `maxBatches`, it stops after that many, and after the batch in hand once the job queue
 * is stopping, and says whether more may be waiting (`more`).
 */
export async function mailCandidates(
  deps: CandidateMailDependencies,
  maxBatches = Number.POSITIVE_INFINITY,
) {
  const run = { scouts: 0, messages: 0, more: false }
  for (let batches = 0; ; batches += 1) {
    if (batches >= maxBatches || deps.jobs.stopping) return { ...run, more: true }
    const batch = await deps.database.db.transaction(async (tx) => {
      const { taken, mails } = await repository.takePendingMails(tx, BATCH)
      const written = { scouts: 0, messages: 0, taken }
      for (const mail of mails) {
        if (!mail.enabled) continue
        const [ja, en] = await Promise.all([mailPart(deps, 'ja', mail), mailPart(deps, 'en', mail)])
        await enqueueMail(deps, bilingualMail(mail.email, ja, en), { tx })
        if (mail.kind === 'scout') written.scouts += 1
        else written.messages += 1
      }
      return written
    })
    run.scouts += batch.scouts
    run.messages += batch.messages
    if (batch.scouts + batch.messages > 0) deps.jobs.wake(MAIL_DELIVER_JOB)
    if (batch.taken < BATCH) return run
  }
}

export async function getMailSettings(db: DbOrTx, userId: number): Promise<CandidateMailSettings> {
  const row = await repository.findMailSettings(db, userId)
  return {
    scout_mail: row?.scoutMailEnabled ?? true,
    message_mail: row?.messageMailEnabled ?? true,
  }
}

export async function updateMailSettings(
  db: DbOrTx,
  userId: number,
  settings: CandidateMailSettings,
): Promise<CandidateMailSettings> {
  await repository.setMailSettings(db, userId, {
    scoutMailEnabled: settings.scout_mail,
    messageMailEnabled: settings.message_mail,
  })
  return getMailSettings(db, userId)
}

/** A mail's one-click opt-out; a wrong token and an unknown candidate answer alike. */
export async function turnOffFromMail(
  db: DbOrTx,
  config: LinkConfig,
  body: { user_id: number; kind: CandidateMailKind; token: string },
) {
  const isValid = await verifyLink(
    config,
    MAIL_OFF_PURPOSE,
    `${body.user_id}:${body.kind}`,
    body.token,
  )
  if (!isValid || !(await repository.findMailSettings(db, body.user_id))) {
    throw new AppError('invalidToken', 'The link is not valid')
  }
  await repository.setMailSettings(
    db,
    body.user_id,
    body.kind === 'scout' ? { scoutMailEnabled: false } : { messageMailEnabled: false },
  )
  return { kind: body.kind, enabled: false as const }
}

/** The candidate mails as a pg-boss job, asked for by sends and run every five minutes. */
export const candidateMailPlugin = fp(
  async (app) => {
    app.jobs.work(
      CANDIDATE_MAIL_JOB,
      async (job) => {
        // A run is bounded, so stopping the app never waits on a long backlog: the rest is
        // another run, queued at once.
        const run = await mailCandidates(app, RUN_BATCHES)
        if (run.scouts > 0 || run.messages > 0) {
          app.log.info({ job: job.id, ...run }, 'scout mails written')
        }
        // Stopping, the rest waits for the schedule's next run after the start.
        if (run.more && !app.jobs.stopping)
          await app.jobs.send(CANDIDATE_MAIL_JOB, {}, { singletonKey: CANDIDATE_MAIL_JOB })
      },
      { policy: 'short' },
    )
    app.jobs.schedule(CANDIDATE_MAIL_JOB, CANDIDATE_MAIL_CRON, {})
  },
  { name: 'candidate-scout-mail', dependencies: ['jobs', 'mail'] },
)
