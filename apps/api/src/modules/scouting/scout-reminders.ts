import { fillScoutTemplate, JOB_SEEKER_NAME_TOKEN } from '@kakehashi/contracts'
import type { Database } from '@kakehashi/db'
import fp from 'fastify-plugin'
import type { JobQueue } from '../../background/job-queue.ts'
import { queueCandidateMail } from '../scouts/candidate-mail.ts'
import * as repository from './scouting-repository.ts'

export const SCOUT_REMINDERS_JOB = 'scouts.reminders'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'scouts.reminders': Record<string, never>
  }
}

/** Every ten minutes: a reminder goes within ten minutes of its time. */
export const SCOUT_REMINDERS_CRON = '*/10 * * * *'

/** Reminders written a transaction at a time, so one run never holds many rows for long. */
const BATCH = 200

export interface ReminderRun {
  sent: number
  cancelled: number
}

/** Batches one run of the job sends at most, so stopping the app never waits on a backlog. */
const RUN_BATCHES = 10

/**
 * Resends the remind template of every scout whose time has come, to candidates who have
 * neither replied nor declined: a message in the scout's thread, the scout unread again and its
 * send state moved to resend sent. A scout whose job is no longer open or within its period, or
 * whose organisation's contract has ended, is not resent (its send state goes back to sent).
 * Each batch takes its scouts with `skip locked` and moves them out of 'resend set' in the same
 * transaction, so two runs at once, in one process or two, never send one reminder twice.
 */
export async function sendDueReminders(
  deps: { database: Database; jobs: JobQueue },
  now = new Date(),
  maxBatches = Number.POSITIVE_INFINITY,
): Promise<ReminderRun> {
  const { database } = deps
  const run: ReminderRun = { sent: 0, cancelled: 0 }
  for (let batches = 0; batches < maxBatches && !deps.jobs.stopping; batches += 1) {
    const batch = await database.db.transaction(async (tx) => {
      const cancelled = await repository.cancelUnsendableReminders(tx, now, BATCH)
      const due = await repository.takeDueReminders(tx, now, BATCH)
      const reminders = due.map((scout) => ({
        scoutId: scout.id,
        senderUserId: scout.senderUserId,
        body: fillScoutTemplate(scout.templateBody, {
          job_seeker_name: JOB_SEEKER_NAME_TOKEN,
          company_name: scout.organisationName,
          position_name: scout.jobTitle,
          scout_title: scout.title,
          scout_body: scout.body,
        }).trim(),
      }))
      await repository.writeReminders(tx, reminders, now)
      if (reminders.length > 0) await queueCandidateMail(deps.jobs, tx)
      return { sent: reminders.length, cancelled }
    })
    run.sent += batch.sent
    run.cancelled += batch.cancelled
    if (batch.sent < BATCH && batch.cancelled < BATCH) return run
  }
  // The rest waits for the next run, ten minutes on.
  return run
}

/** The reminders as a pg-boss cron job. Needs the jobs plugin before it. */
export const scoutRemindersPlugin = fp(
  async (app) => {
    app.jobs.work(
      SCOUT_REMINDERS_JOB,
      async (job) => {
        const run = await sendDueReminders(app, new Date(), RUN_BATCHES)
        if (run.sent > 0 || run.cancelled > 0) {
          app.log.info({ job: job.id, ...run }, 'scout reminders sent')
        }
      },
      // One waiting run is enough: a second would find the reminders already sent.
      { policy: 'short' },
    )
    app.jobs.schedule(SCOUT_REMINDERS_JOB, SCOUT_REMINDERS_CRON, {})
  },
  { name: 'scout-reminders', dependencies: ['jobs', 'candidate-scout-mail'] },
)
