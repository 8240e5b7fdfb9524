import {
  composeScout,
  JOB_SEEKER_NAME_TOKEN,
  SCOUT_REMIND_DEFAULT_BUSINESS_DAYS,
  type ScoutBulkCreateBody,
  type ScoutBulkResult,
  type ScoutCreateBody,
  type ScoutDraft,
  type ScoutRemindSetting,
  type ScoutSendResult,
  type SentScout,
  type SpecialScoutDraft,
  TRIAL_SCOUTS_PER_MONTH,
} from '@kakehashi/contracts'
import type { Database, DbOrTx } from '@kakehashi/db'
import { AppError, notFound } from '../../errors/app-error.ts'
import { addJapaneseBusinessDays } from '../../lib/japan-business-days.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { searchVocabulary } from '../../lib/search-vocabulary.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { withOrganisationLock } from '../candidate-records/candidate-records-repository.ts'
import { findSearchCondition } from '../candidate-search-conditions/candidate-search-conditions-repository.ts'
import { readCriteria } from '../candidate-search-conditions/candidate-search-conditions-service.ts'
import { expandCriteria, searchCandidatePage } from '../member-search/member-search-service.ts'
import {
  countSpecialScoutsThisMonth,
  findContract,
  findCurrentOrNextCampaign,
} from '../recruiter-workspace/recruiter-workspace-repository.ts'
import { findScoutTemplate } from '../scout-templates/scout-templates-repository.ts'
import { recordUserAction } from '../user-action-logs/user-action-logs-service.ts'
import * as repository from './scouting-repository.ts'

// Recruiters sending scouts (spec sections 1, 4, 8 and 9). The rules about the send itself (the
// contract, the job, the template) refuse the whole request; the rules about a candidate are
// decided per candidate in one statement, and a refused candidate is reported with the reason.

/** Asks, inside the send's transaction, for the candidates' mails about what it wrote. */
export type MailQueue = (tx: DbOrTx) => Promise<void>

/** A recruiter acting as a trial account; what the session says of the caller. */
export interface Sender extends RecruiterContext {
  trialRecruiter: boolean
}

/**
 * Sends the draft to the candidates, once per request key: under the organisation's lock, the
 * key's earlier outcome is answered as it was; otherwise the whole-send rules are checked, the
 * scouts written and (when any was) the outcome kept with the key, all in one transaction, so a
 * send cut short leaves nothing and its retry sends it whole.
 */
async function send(
  db: DbOrTx,
  sender: Sender,
  draft: ScoutDraft,
  candidateIds: () => Promise<readonly number[]>,
  mail: MailQueue,
  scoutAssistId: number | null = null,
): Promise<CreateOutcome<ScoutSendResult[]>> {
  const { organisationId, userId } = sender
  const earlier = await repository.findSendOutcome(db, organisationId, draft.client_request_id)
  if (earlier) return { record: earlier, created: false }
  const ids = await candidateIds()
  return withOrganisationLock(db, organisationId, async (tx) => {
    const kept = await repository.findSendOutcome(tx, organisationId, draft.client_request_id)
    if (kept) return { record: kept, created: false }
    // One after another: a transaction's one connection takes a query at a time (pg queues
    // the others, warns that it will stop doing so, and gains nothing by it).
    const templateOf = (id: number | null) =>
      id === null ? null : findScoutTemplate(tx, organisationId, id)
    const contract = await findContract(tx, organisationId)
    const job = await repository.findScoutJob(tx, organisationId, draft.job_info_id)
    const template = await templateOf(draft.scout_template_id)
    const remindTemplate = await templateOf(draft.remind_template_id)
    const organisation = await repository.findSendingOrganisation(tx, organisationId)
    if (!contract || contract.daysLeft < 0) {
      throw new AppError('contractEnded', 'The contract has ended')
    }
    if (!job) throw notFound('Job')
    if (!job.isSendable) {
      throw new AppError('invalidJobInfoEffectivePeriod', 'The job is outside its posting period')
    }
    if (draft.scout_template_id !== null && template?.templateType !== 'normal') {
      throw notFound('Scout template')
    }
    if (draft.remind_template_id !== null && remindTemplate?.templateType !== 'remind') {
      throw notFound('Remind template')
    }
    const allowances: repository.SendAllowance[] = []
    if (sender.trialRecruiter) {
      const sent = await repository.countScoutsSentThisMonth(tx, organisationId, userId)
      allowances.push({ count: TRIAL_SCOUTS_PER_MONTH - sent, reason: 'trialScoutLimitExceeded' })
    }
    let refusedWeekId: number | null = null
    if (draft.special) {
      // Read under the organisation's lock: concurrent special scouts see each other's count.
      const sent = await countSpecialScoutsThisMonth(tx, organisationId)
      allowances.push({
        count: contract.specialScoutMonthlyQuota - sent,
        reason: 'specialScoutQuotaExceeded',
      })
      const week = await findCurrentOrNextCampaign(tx)
      if (week?.isRunning && draft.special.confirmed_salary < week.highSalaryThreshold) {
        refusedWeekId = week.id
      }
    }
    // The tightest limit decides how many get the scout, and says why the rest do not.
    const allowance =
      allowances
        .map((limit) => ({ ...limit, count: Math.max(0, limit.count) }))
        .sort((a, b) => a.count - b.count)[0] ?? null
    const content = composeScout({
      title: draft.title,
      body: draft.body,
      companyName: organisation?.name ?? '',
      positionName: job.title,
      jobSeekerName: JOB_SEEKER_NAME_TOKEN,
      template: template ?? null,
    })
    const outcome = await repository.writeScouts(
      tx,
      {
        organisationId,
        senderUserId: userId,
        jobInfoId: job.id,
        scoutTemplateId: template?.id ?? null,
        ...content,
        remindTemplateId: remindTemplate?.id ?? null,
        remindDueAt: remindTemplate
          ? addJapaneseBusinessDays(
              new Date(),
              organisation?.remindBusinessDays ?? SCOUT_REMIND_DEFAULT_BUSINESS_DAYS,
            )
          : null,
        special: draft.special ? specialTermsToWrite(draft.special) : null,
        scoutAssistId,
      },
      ids,
      { allowance, refusedWeekId },
    )
    // A send that wrote nothing is not kept with its key: the recruiter may mend the draft (a
    // salary below the week's threshold) and send it again from the same form, and a retry of
    // it has nothing to double.
    const sent = outcome.filter((result) => result.scout_id !== null).length
    if (sent > 0) {
      await mail(tx)
      await repository.insertSendOutcome(tx, {
        organisationId,
        senderUserId: userId,
        clientRequestId: draft.client_request_id,
        outcome,
      })
      // The recruiter's own sends count in the activity report; an assist's are the job's.
      if (scoutAssistId === null) {
        await recordUserAction(tx, { organisationId, userId, action: 'scout_sent', quantity: sent })
      }
    }
    return { record: outcome, created: true }
  })
}

const DAY_MS = 24 * 60 * 60 * 1000

function specialTermsToWrite(special: SpecialScoutDraft): repository.SpecialTermsToWrite {
  return {
    confirmedSalary: special.confirmed_salary,
    confirmedPosition: special.confirmed_position,
    confirmedInterviewer: special.confirmed_interviewer,
    customAttraction: special.custom_attraction,
    guaranteedHighSalary: special.guaranteed_high_salary,
    guaranteedShortSelection: special.guaranteed_short_selection,
    expiresAt: new Date(Date.now() + special.valid_days * DAY_MS),
  }
}

const toWire = (row: NonNullable<Awaited<ReturnType<typeof repository.findSentScout>>>) =>
  ({
    id: row.id,
    candidate_id: row.candidateUserId,
    job_info_id: row.jobInfoId,
    scout_template_id: row.scoutTemplateId,
    remind_template_id: row.remindTemplateId,
    remind_due_at: row.remindDueAt?.toISOString() ?? null,
    is_special: row.isSpecial,
    expires_at: row.expiresAt?.toISOString() ?? null,
    title: row.title,
    body: row.body,
    send_state: row.sendState,
    sent_at: row.sentAt.toISOString(),
  }) satisfies SentScout

/** One scout to one candidate; a refused candidate answers the reason as the error. */
export async function createScout(
  db: DbOrTx,
  sender: Sender,
  body: ScoutCreateBody,
  mail: MailQueue,
): Promise<CreateOutcome<SentScout>> {
  const { record, created } = await send(db, sender, body, async () => [body.candidate_id], mail)
  const [result] = record
  if (!result?.scout_id) {
    const reason = result?.skipped_reason ?? 'candidateUnavailable'
    throw new AppError(reason, `No scout was sent: ${reason}`)
  }
  const scout = await repository.findSentScout(db, sender.organisationId, result.scout_id)
  if (!scout) throw notFound('Scout')
  return { record: toWire(scout), created }
}

/**
 * The candidates a quick scout goes to: the `count` newest matches of the recruiter's saved
 * search, in its order. The search leaves out whom the organisation scouted within a week.
 */
async function quickScoutCandidates(
  database: Database,
  sender: Sender,
  searchConditionId: number,
  count: number,
): Promise<number[]> {
  const { db } = database
  const saved = await findSearchCondition(db, sender, searchConditionId)
  if (!saved) throw notFound('Search condition')
  const { criteria } = readCriteria(saved.query)
  const expanded = await expandCriteria(db, { ...criteria, include_recently_scouted: false })
  const { ids } = await searchCandidatePage(
    db,
    { organisationId: sender.organisationId, recruiterUserId: sender.userId },
    expanded,
    { page: 1, per: count },
    await searchVocabulary(db),
  )
  return ids
}

/**
 * A scout assist's daily send: the draft to the candidates it chose, recorded as the assist's,
 * under every rule of a recruiter's own send. Answers each candidate's outcome.
 */
export async function sendAssistedScouts(
  db: DbOrTx,
  sender: Sender,
  draft: ScoutDraft,
  candidateIds: readonly number[],
  mail: MailQueue,
  scoutAssistId: number,
): Promise<ScoutSendResult[]> {
  const { record } = await send(db, sender, draft, async () => candidateIds, mail, scoutAssistId)
  return record
}

/** The same scout to many candidates, or to a saved search's newest matches (a quick scout). */
export async function bulkCreateScouts(
  database: Database,
  sender: Sender,
  body: ScoutBulkCreateBody,
  mail: MailQueue,
): Promise<CreateOutcome<ScoutBulkResult>> {
  const { record, created } = await send(
    database.db,
    sender,
    body,
    async () =>
      body.search_condition_id === undefined
        ? (body.candidate_ids ?? [])
        : quickScoutCandidates(database, sender, body.search_condition_id, body.count),
    mail,
  )
  const sent = record.filter((result) => result.scout_id !== null).length
  return {
    record: { sent_count: sent, skipped_count: record.length - sent, results: record },
    created,
  }
}

export async function getRemindSetting(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
): Promise<ScoutRemindSetting> {
  const organisation = await repository.findSendingOrganisation(db, organisationId)
  return {
    business_days: organisation?.remindBusinessDays ?? SCOUT_REMIND_DEFAULT_BUSINESS_DAYS,
  }
}

/** The organisation's new delay; scouts already sent keep the time they were given. */
export async function updateRemindSetting(
  db: DbOrTx,
  context: RecruiterContext,
  body: ScoutRemindSetting,
): Promise<ScoutRemindSetting> {
  await repository.setRemindBusinessDays(db, context.organisationId, body.business_days)
  return getRemindSetting(db, context)
}
