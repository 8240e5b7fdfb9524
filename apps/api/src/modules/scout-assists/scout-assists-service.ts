import {
  type ErrorCode,
  SCOUT_ASSIST_MAX_DAYS,
  type ScoutAssist,
  type ScoutAssistBody,
  type ScoutAssistCreateBody,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { japanDateInDays } from '../../lib/japan-date-time.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { findSearchCondition } from '../candidate-search-conditions/candidate-search-conditions-repository.ts'
import { findScoutTemplate } from '../scout-templates/scout-templates-repository.ts'
import { findScoutJob } from '../scouting/scouting-repository.ts'
import * as repository from './scout-assists-repository.ts'

// A job's scout assist as recruiters set it (decision 026). The conditions are the recruiter's:
// their own saved search, the organisation's templates, a daily limit and an end date. The
// sending itself is scout-assist-job.ts's.

function toWire(row: NonNullable<repository.AssistRow>, jobIsSendable: boolean): ScoutAssist {
  const { assist } = row
  const state = row.hasEnded
    ? 'ended'
    : assist.lastRefusal !== null || !jobIsSendable
      ? 'blocked'
      : 'active'
  return {
    id: assist.id,
    job_info_id: assist.jobInfoId,
    sender: { id: assist.senderUserId, name: row.senderName },
    search_condition: { id: assist.searchConditionId, name: row.searchName },
    scout_template: { id: assist.scoutTemplateId, name: row.templateName },
    remind_template:
      assist.remindTemplateId === null || row.remindTemplateName === null
        ? null
        : { id: assist.remindTemplateId, name: row.remindTemplateName },
    title: assist.title,
    body: assist.body,
    daily_limit: assist.dailyLimit,
    ends_on: assist.endsOn,
    state,
    last_refusal: (assist.lastRefusal as ErrorCode | null) ?? null,
    last_run_at: assist.lastRunAt?.toISOString() ?? null,
    sent_today: row.sentToday,
    sent_total: row.sentTotal,
  }
}

/** The organisation's job, or 404: an assist only ever concerns the caller's own jobs. */
async function ownJob(db: DbOrTx, context: RecruiterContext, jobInfoId: number) {
  const job = await findScoutJob(db, context.organisationId, jobInfoId)
  if (!job) throw notFound('Job')
  return job
}

/**
 * Checks the conditions against what the caller may use: their own saved search, a normal and
 * (optionally) a remind template of the organisation, an end date from today to
 * SCOUT_ASSIST_MAX_DAYS ahead. Answers the values to store, sent in the caller's name.
 */
async function valuesOf(
  db: DbOrTx,
  context: RecruiterContext,
  body: ScoutAssistBody,
): Promise<repository.AssistValues> {
  if (body.ends_on < japanDateInDays(0) || body.ends_on > japanDateInDays(SCOUT_ASSIST_MAX_DAYS)) {
    throw new AppError('validationFailed', 'The end date is out of range', [
      fieldIssue(['body', 'ends_on'], VALIDATION_MESSAGES.dateWithinDays, {
        days: SCOUT_ASSIST_MAX_DAYS,
      }),
    ])
  }
  if (!(await findSearchCondition(db, context, body.search_condition_id))) {
    throw notFound('Search condition')
  }
  const template = await findScoutTemplate(db, context.organisationId, body.scout_template_id)
  if (template?.templateType !== 'normal') throw notFound('Scout template')
  if (body.remind_template_id !== null) {
    const remind = await findScoutTemplate(db, context.organisationId, body.remind_template_id)
    if (remind?.templateType !== 'remind') throw notFound('Remind template')
  }
  return {
    senderUserId: context.userId,
    searchConditionId: body.search_condition_id,
    scoutTemplateId: body.scout_template_id,
    remindTemplateId: body.remind_template_id,
    title: body.title,
    body: body.body,
    dailyLimit: body.daily_limit,
    endsOn: body.ends_on,
  }
}

export async function getJobScoutAssist(
  db: DbOrTx,
  context: RecruiterContext,
  jobInfoId: number,
): Promise<{ scout_assist: ScoutAssist | null }> {
  const job = await ownJob(db, context, jobInfoId)
  const row = await repository.findAssistOfJob(db, context.organisationId, jobInfoId)
  return { scout_assist: row ? toWire(row, job.isSendable) : null }
}

export async function createScoutAssist(
  db: DbOrTx,
  context: RecruiterContext,
  body: ScoutAssistCreateBody,
): Promise<ScoutAssist> {
  const job = await ownJob(db, context, body.job_info_id)
  const values = await valuesOf(db, context, body)
  let id: number
  try {
    id = await repository.insertAssist(db, {
      ...values,
      organisationId: context.organisationId,
      jobInfoId: job.id,
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', 'The job already has a scout assist')
    }
    throw error
  }
  const row = await repository.findAssist(db, context.organisationId, id)
  return toWire(row!, job.isSendable)
}

export async function updateScoutAssist(
  db: DbOrTx,
  context: RecruiterContext,
  id: number,
  body: ScoutAssistBody,
): Promise<ScoutAssist> {
  const existing = await repository.findAssist(db, context.organisationId, id)
  if (!existing) throw notFound('Scout assist')
  const values = await valuesOf(db, context, body)
  await repository.updateAssist(db, context.organisationId, id, values)
  const job = await ownJob(db, context, existing.assist.jobInfoId)
  const row = await repository.findAssist(db, context.organisationId, id)
  return toWire(row!, job.isSendable)
}

export async function deleteScoutAssist(db: DbOrTx, context: RecruiterContext, id: number) {
  if (!(await repository.deleteAssist(db, context.organisationId, id))) {
    throw notFound('Scout assist')
  }
}
