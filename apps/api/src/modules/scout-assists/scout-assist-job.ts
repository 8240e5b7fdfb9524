import { SCOUT_BULK_MAX } from '@kakehashi/contracts'
import type { Database, DbOrTx } from '@kakehashi/db'
import fp from 'fastify-plugin'
import type { JobQueue } from '../../background/job-queue.ts'
import { AppError } from '../../errors/app-error.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import { readCriteria } from '../candidate-search-conditions/candidate-search-conditions-service.ts'
import { expandCriteria, searchCandidatePage } from '../member-search/member-search-service.ts'
import { sendAssistedScouts } from '../scouting/scouting-service.ts'
import { queueCandidateMail } from '../scouts/candidate-mail.ts'
import * as repository from './scout-assists-repository.ts'

export const SCOUT_ASSISTS_JOB = 'scouts.assists'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'scouts.assists': Record<string, never>
  }
}

/** Every half hour: new members are reached the same day, a daily limit at a time. */
export const SCOUT_ASSISTS_CRON = '*/30 * * * *'

/** Assists one run goes through at most, so stopping the app never waits on a backlog. */
const RUN_ASSISTS = 200

type Assist = NonNullable<Awaited<ReturnType<typeof repository.takeAssistToRun>>>

/**
 * The members of the assist's saved search it may still reach today, in the search's order
 * (newest first by default): those it has not sent a scout to, as many as the day has left.
 * The search itself leaves out whom the organisation scouted within a week.
 */
async function candidatesFor(tx: DbOrTx, taken: Assist, left: number): Promise<number[]> {
  const { assist } = taken
  const { criteria } = readCriteria(taken.searchQuery)
  const expanded = await expandCriteria(tx, { ...criteria, include_recently_scouted: false })
  // Some of the newest may have had the assist's scout before: look a little further.
  const { ids } = await searchCandidatePage(
    tx,
    { organisationId: assist.organisationId, recruiterUserId: assist.senderUserId },
    expanded,
    { page: 1, per: Math.min(SCOUT_BULK_MAX, left * 2 + 20) },
    await searchVocabulary(tx),
  )
  const reached = await repository.listReached(tx, assist.id, ids)
  return ids.filter((id) => !reached.has(id)).slice(0, left)
}

/**
 * Sends one assist's scouts for today, inside the transaction that holds its row: the day's
 * limit less what it sent today, to the search's members it has not reached, through the same
 * send a recruiter's own bulk scout takes (every rule per candidate, one transaction). A refusal
 * of the send as a whole (an ended contract, a closed job) is kept for the page and sends
 * nothing. Answers how many scouts went.
 */
async function runAssist(tx: DbOrTx, jobs: JobQueue, taken: Assist, now: Date): Promise<number> {
  const { assist } = taken
  // The sender moved to another organisation, or the search is no longer theirs.
  if (
    taken.senderOrganisationId !== assist.organisationId ||
    taken.searchOwnerId !== assist.senderUserId
  ) {
    await repository.recordRun(tx, assist.id, now, 'notFound')
    return 0
  }
  const left = assist.dailyLimit - (await repository.countSentToday(tx, assist.id))
  if (left <= 0) {
    await repository.recordRun(tx, assist.id, now, null)
    return 0
  }
  const ids = await candidatesFor(tx, taken, left)
  if (ids.length === 0) {
    await repository.recordRun(tx, assist.id, now, null)
    return 0
  }
  try {
    const outcome = await sendAssistedScouts(
      tx,
      {
        organisationId: assist.organisationId,
        userId: assist.senderUserId,
        trialRecruiter: taken.senderTrial,
      },
      {
        job_info_id: assist.jobInfoId,
        scout_template_id: assist.scoutTemplateId,
        remind_template_id: assist.remindTemplateId,
        title: assist.title,
        body: assist.body,
        special: null,
        client_request_id: `scout-assist:${assist.id}:${now.toISOString()}`,
      },
      ids,
      (mailTx) => queueCandidateMail(jobs, mailTx),
      assist.id,
    )
    await repository.recordRun(tx, assist.id, now, null)
    return outcome.filter((result) => result.scout_id !== null).length
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    await repository.recordRun(tx, assist.id, now, error.code)
    return 0
  }
}

/**
 * Runs every scout assist due: each in its own transaction, taken with `skip locked`, so two runs
 * at once (in one process or two) never work on one assist together, and its daily count is read
 * under the lock. Answers how many scouts went.
 */
export async function runScoutAssists(
  deps: { database: Database; jobs: JobQueue },
  now = new Date(),
  maxAssists = Number.POSITIVE_INFINITY,
): Promise<{ sent: number }> {
  let sent = 0
  for (let done = 0; done < maxAssists; done += 1) {
    const ran = await deps.database.db.transaction(async (tx) => {
      const taken = await repository.takeAssistToRun(tx, now)
      if (!taken) return null
      return runAssist(tx, deps.jobs, taken, new Date())
    })
    if (ran === null) break
    sent += ran
  }
  return { sent }
}

/** The scout assists as a pg-boss cron job. Needs the jobs plugin before it. */
export const scoutAssistsPlugin = fp(
  async (app) => {
    app.jobs.work(
      SCOUT_ASSISTS_JOB,
      async (job) => {
        const run = await runScoutAssists(app, new Date(), RUN_ASSISTS)
        if (run.sent > 0) app.log.info({ job: job.id, ...run }, 'scout assists sent')
      },
      { policy: 'short' },
    )
    app.jobs.schedule(SCOUT_ASSISTS_JOB, SCOUT_ASSISTS_CRON, {})
  },
  { name: 'scout-assists', dependencies: ['jobs', 'candidate-scout-mail'] },
)
