import { fillJobSeekerName, type Locale, RECRUITER_NOTICE_MINUTES } from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { catalogues, translate } from '@kakehashi/i18n'
import fp from 'fastify-plugin'
import type { JobQueue } from '../../background/job-queue.ts'
import type { Config } from '../../config.ts'
import {
  bilingualMail,
  enqueueMail,
  MAIL_DELIVER_JOB,
  type MailDependencies,
} from '../mail/mail-service.ts'
import { listRecipients } from '../notifications/notifications-repository.ts'
import {
  notifyOrganisations,
  notifyUsers,
  type OrganisationNotice,
  type UserNotice,
} from '../notifications/notifications-service.ts'
import * as repository from './conversations-repository.ts'

export const RECRUITER_NOTICES_JOB = 'scouts.recruiter_notices'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'scouts.recruiter_notices': Record<string, never>
  }
}

/**
 * Every minute: a conversation told a few minutes ago is told again, of what came since, once
 * its quiet time is over.
 */
export const RECRUITER_NOTICES_CRON = '* * * * *'

const BATCH = 100

/** Batches one run writes at most; the rest is the next run. */
const RUN_BATCHES = 10

/** What stands for the candidate's name in a notice: the name shows only inside the conversation. */
const HIDDEN_NAME = '＊＊＊'

export interface RecruiterNoticeDependencies extends MailDependencies {
  config: MailDependencies['config'] & Pick<Config, 'publicBaseUrl'>
}

/**
 * Asks for the notices of what the transaction marked; one waiting run serves every message
 * that asks before it starts.
 */
export async function queueRecruiterNotices(jobs: JobQueue, tx: DbOrTx) {
  await jobs.send(RECRUITER_NOTICES_JOB, {}, { tx, singletonKey: RECRUITER_NOTICES_JOB })
}

function mailPart(locale: Locale, title: string, link: string, isApplication: boolean) {
  const messages = catalogues[locale]
  const values = { scout_title: title, job_title: title, link, minutes: RECRUITER_NOTICE_MINUTES }
  const mail = isApplication ? 'selfApplyMail' : 'scoutReplyMail'
  return {
    subject: translate(messages, 'notifications', `${mail}.subject`, values),
    text: translate(messages, 'notifications', `${mail}.body`, values),
  }
}

/**
 * Tells organisations of their candidates' new messages: a bell notification and a mail to the
 * recruiter who sent the scout (to every recruiter of the organisation once that account is
 * gone), at most one a conversation per RECRUITER_NOTICE_MINUTES. A batch takes its
 * conversations with `skip locked` and writes the notifications and mails in the transaction
 * that takes them, so two runs never tell one message twice and a failed run leaves it for the
 * next.
 */
export async function sendRecruiterNotices(
  deps: RecruiterNoticeDependencies,
  now = new Date(),
  maxBatches = Number.POSITIVE_INFINITY,
) {
  let notified = 0
  for (let batches = 0; batches < maxBatches && !deps.jobs.stopping; batches += 1) {
    const batch = await deps.database.db.transaction(async (tx) => {
      const due = await repository.takeDueRecruiterNotices(tx, now, RECRUITER_NOTICE_MINUTES, BATCH)
      // A self-application still to screen is told as an application, later messages as replies.
      const noticeOf = (scout: (typeof due)[number]) =>
        scout.isApplication
          ? {
              kind: 'self_apply' as const,
              params: { job_title: scout.title },
              linkPath: `/client/scouts/${scout.scoutId}`,
              dedupeKey: null,
            }
          : {
              kind: 'scout_reply' as const,
              params: { scout_title: fillJobSeekerName(scout.title, HIDDEN_NAME) },
              linkPath: `/client/scouts/${scout.scoutId}`,
              dedupeKey: null,
            }
      const toSender: UserNotice[] = []
      const toOrganisation: OrganisationNotice[] = []
      for (const scout of due) {
        if (scout.senderUserId !== null && scout.senderLive) {
          toSender.push({ ...noticeOf(scout), userId: scout.senderUserId })
        } else {
          toOrganisation.push({ ...noticeOf(scout), organisationId: scout.organisationId })
        }
      }
      const inserted = [
        ...(await notifyUsers(tx, toSender)),
        ...(await notifyOrganisations(tx, toOrganisation)),
      ]
      const scoutByLink = new Map(due.map((scout) => [`/client/scouts/${scout.scoutId}`, scout]))
      const recipients = new Map(
        (await listRecipients(tx, [...new Set(inserted.map((row) => row.userId))])).map(
          (recipient) => [recipient.id, recipient.email],
        ),
      )
      let mailed = 0
      for (const row of inserted) {
        const email = recipients.get(row.userId)
        const scout = scoutByLink.get(row.linkPath ?? '')
        if (!email || !scout) continue
        const title = fillJobSeekerName(scout.title, HIDDEN_NAME)
        const link = `${deps.config.publicBaseUrl}/client/scouts/${scout.scoutId}`
        await enqueueMail(
          deps,
          bilingualMail(
            email,
            mailPart('ja', title, link, scout.isApplication),
            mailPart('en', title, link, scout.isApplication),
          ),
          { tx },
        )
        mailed += 1
      }
      return { taken: due.length, mailed }
    })
    notified += batch.taken
    if (batch.mailed > 0) deps.jobs.wake(MAIL_DELIVER_JOB)
    if (batch.taken < BATCH) break
  }
  return { notified }
}

/** The notices as a pg-boss job, asked for by candidates' messages and run every minute. */
export const recruiterNoticesPlugin = fp(
  async (app) => {
    app.jobs.work(
      RECRUITER_NOTICES_JOB,
      async (job) => {
        const run = await sendRecruiterNotices(app, new Date(), RUN_BATCHES)
        if (run.notified > 0) app.log.info({ job: job.id, ...run }, 'recruiters told of replies')
      },
      { policy: 'short' },
    )
    app.jobs.schedule(RECRUITER_NOTICES_JOB, RECRUITER_NOTICES_CRON, {})
  },
  { name: 'recruiter-notices', dependencies: ['jobs', 'mail'] },
)
