import { JOB_EXPIRY_NOTICE_DAYS, type Locale } from '@kakehashi/contracts'
import { catalogues, translate } from '@kakehashi/i18n'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { groupBy } from '../../lib/group-by.ts'
import {
  bilingualMail,
  enqueueMail,
  MAIL_DELIVER_JOB,
  type MailDependencies,
  type OutgoingMail,
} from '../mail/mail-service.ts'
import * as repository from './notifications-repository.ts'
import { notifyOrganisations, type OrganisationNotice } from './notifications-service.ts'

export const JOB_EXPIRY_NOTICES_JOB = 'notifications.job_expiry'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'notifications.job_expiry': Record<string, never>
  }
}

/** Every day at 09:00 in Japan, the start of a recruiter's working day. */
export const JOB_EXPIRY_NOTICES_CRON = '0 9 * * *'
export const JOB_EXPIRY_NOTICES_TIME_ZONE = 'Asia/Tokyo'

const DAY_MS = 24 * 60 * 60 * 1000

export interface JobExpiryDependencies extends MailDependencies {
  config: MailDependencies['config'] & Pick<Config, 'publicBaseUrl'>
}

/** The Japan calendar day `days` after `now`, as YYYY-MM-DD. */
function tokyoDate(now: Date, days = 0): string {
  return new Date(now.getTime() + days * DAY_MS).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Tokyo',
  })
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

const NOTICE_DAYS_ASCENDING = [...JOB_EXPIRY_NOTICE_DAYS].sort((a, b) => a - b)

/**
 * The notice a job is due for with `remaining` days left: the nearest one not yet passed, so a
 * run that was missed (a day the platform was down) still sends the 14-day notice on day 12, and
 * a job found with one day left gets only the last notice.
 */
function noticeDaysFor(remaining: number): number {
  return NOTICE_DAYS_ASCENDING.find((days) => remaining <= days) ?? NOTICE_DAYS_ASCENDING.at(-1)!
}

interface ExpiringJob {
  id: number
  title: string
  endOn: string
  days: number
}

function formatDay(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    dateStyle: locale === 'en' ? 'medium' : 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** The mail part in one language: what ends when, with the link to each job. */
function mailPart(locale: Locale, jobs: ExpiringJob[], baseUrl: string) {
  const messages = catalogues[locale]
  const items = jobs.map((job) =>
    translate(messages, 'notifications', 'jobExpiringMail.item', {
      title: job.title,
      end_on: formatDay(locale, job.endOn),
      days: job.days,
      link: `${baseUrl}/client/job_infos/${job.id}`,
    }),
  )
  return {
    subject: translate(messages, 'notifications', 'jobExpiringMail.subject'),
    text: [
      translate(messages, 'notifications', 'jobExpiringMail.intro'),
      items.join('\n\n'),
      translate(messages, 'notifications', 'jobExpiringMail.outro'),
    ].join('\n\n'),
  }
}

/**
 * Recruiters have no language setting, so the mail carries Japanese first and English after it,
 * each written from its own catalogue.
 */
export function composeJobExpiryMail(
  to: string,
  jobs: ExpiringJob[],
  baseUrl: string,
): OutgoingMail {
  return bilingualMail(to, mailPart('ja', jobs, baseUrl), mailPart('en', jobs, baseUrl))
}

/**
 * Notifies the recruiters of every open (or scout-only) job whose recruitment period ends in 14
 * days or 1 day, Japan date, catching up on notices a missed run did not send, and mails each
 * recipient once a run, listing only the notices this run wrote. Safe to run at any time and
 * any number of times: a notice's dedupe key names the job, its end date and the notice, so a
 * rerun writes and mails nothing, and an extended period is noticed again.
 */
export async function sendJobExpiryNotices(
  deps: JobExpiryDependencies,
  now = new Date(),
): Promise<{ notified: number; mailed: number }> {
  const { db } = deps.database
  const today = tokyoDate(now)
  const due = await repository.listJobsEndingBetween(
    db,
    today,
    tokyoDate(now, Math.max(...JOB_EXPIRY_NOTICE_DAYS)),
  )
  const jobsByKey = new Map<string, ExpiringJob>()
  const notices: OrganisationNotice[] = due.flatMap((job) => {
    if (job.endOn === null) return []
    const days = daysBetween(today, job.endOn)
    const dedupeKey = `job_expiring:${job.id}:${job.endOn}:${noticeDaysFor(days)}`
    jobsByKey.set(dedupeKey, { id: job.id, title: job.title, endOn: job.endOn, days })
    return [
      {
        organisationId: job.organisationId,
        kind: 'job_expiring',
        params: { title: job.title, days, end_on: job.endOn, job_info_id: job.id },
        linkPath: `/client/job_infos/${job.id}`,
        dedupeKey,
      },
    ]
  })
  if (notices.length === 0) return { notified: 0, mailed: 0 }

  // Notifications and their mails commit together: a failed run leaves nothing written, so the
  // next run sends both.
  const outcome = await db.transaction(async (tx) => {
    const inserted = await notifyOrganisations(tx, notices)
    const byUser = groupBy(
      inserted,
      (row) => row.userId,
      (row) => jobsByKey.get(row.dedupeKey ?? '')!,
    )
    const recipients = await repository.listRecipients(tx, [...byUser.keys()])
    for (const recipient of recipients) {
      const jobs = byUser.get(recipient.id) ?? []
      await enqueueMail(
        deps,
        composeJobExpiryMail(recipient.email, jobs, deps.config.publicBaseUrl),
        {
          tx,
        },
      )
    }
    return { notified: inserted.length, mailed: recipients.length }
  })
  if (outcome.mailed > 0) deps.jobs.wake(MAIL_DELIVER_JOB)
  return outcome
}

/**
 * The daily job-expiry notices as a pg-boss cron job. Needs the jobs and mail plugins before it.
 */
export const jobExpiryNoticesPlugin = fp(
  async (app) => {
    app.jobs.work(
      JOB_EXPIRY_NOTICES_JOB,
      async (job) => {
        const { notified, mailed } = await sendJobExpiryNotices(app)
        if (notified > 0) app.log.info({ job: job.id, notified, mailed }, 'job expiry notices sent')
      },
      // One waiting run is enough: a second would find everything already noticed.
      { policy: 'short' },
    )
    app.jobs.schedule(
      JOB_EXPIRY_NOTICES_JOB,
      JOB_EXPIRY_NOTICES_CRON,
      {},
      { tz: JOB_EXPIRY_NOTICES_TIME_ZONE },
    )
  },
  { name: 'job-expiry-notices', dependencies: ['jobs', 'mail'] },
)
