import {
  CAREER_DONE_MAX_LENGTH,
  HIDDEN_COMPANY_NAME,
  type PageQuery,
  type ScoutCampaignJoinStatus,
  type SelfApply,
} from '@kakehashi/contracts'
import type { Database, DbOrTx } from '@kakehashi/db'
import type { JobQueue } from '../../background/job-queue.ts'
import { AppError, notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import { careerDoneCharacterCount } from '../candidate-profile/profile-level.ts'
import { insertSelfApplyConversation } from '../conversations/conversations-repository.ts'
import { queueRecruiterNotices } from '../conversations/recruiter-notices.ts'
import * as repository from './candidate-activity-repository.ts'

function toSelfApply(row: repository.SelfApplyRow): SelfApply {
  const companyName = row.job.hideCompany
    ? HIDDEN_COMPANY_NAME
    : (row.job.displayCompanyName ?? row.companyName ?? row.job.companyText ?? HIDDEN_COMPANY_NAME)
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    job_info: { id: row.job.id, title: row.job.title, company_name: companyName },
    // The conversation opens to the candidate once the organisation passes the application.
    scout_id: row.status === 'passed' ? row.scoutId : null,
  }
}

/**
 * Applies to a public job once; a draft, closed or expired job is not found. The application
 * becomes a conversation of the job's organisation, pending review, and the organisation is told
 * of it (bell and mail) by the recruiter-notice job.
 */
export async function createSelfApply(
  database: Database,
  jobs: JobQueue,
  userId: number,
  body: { job_info_id: number; message?: string | undefined },
) {
  const { db } = database
  const job = await repository.findPublicJob(db, body.job_info_id)
  if (!job) throw notFound('Job')
  const { id, created } = await db.transaction(async (tx) => {
    const outcome = await repository.insertSelfApply(tx, {
      userId,
      jobInfoId: job.id,
      message: body.message?.trim() ?? '',
    })
    if (outcome.created) {
      await insertSelfApplyConversation(tx, outcome.id)
      await queueRecruiterNotices(jobs, tx)
    }
    return outcome
  })
  const row = await repository.findSelfApply(db, userId, id)
  return { record: toSelfApply(row!), created }
}

export async function listSelfApplies(db: DbOrTx, userId: number, query: PageQuery) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listSelfApplies(db, userId, window),
    count: () => repository.countSelfApplies(db, userId),
  })
  return { self_applies: rows.map(toSelfApply), pagination }
}

export async function listViewedColumns(db: DbOrTx, userId: number, query: PageQuery) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listViewedColumns(db, userId, window),
    count: () => repository.countViewedColumns(db, userId),
  })
  return {
    viewed_columns: rows.map((row) => ({
      id: row.id,
      column: row.column,
      viewed_at: row.viewedAt.toISOString(),
    })),
    pagination,
  }
}

export async function listEntries(db: DbOrTx, userId: number) {
  const [eventRows, specialRows] = await Promise.all([
    repository.listEventEntries(db, userId),
    repository.listSpecialEventEntries(db, userId),
  ])
  return {
    events: eventRows.map((row) => ({
      entry_id: row.entryId,
      event: {
        id: row.event.id,
        title: row.event.title,
        event_date: row.event.startsAt.toISOString(),
      },
      entered_at: row.enteredAt.toISOString(),
    })),
    special_events: specialRows.map((row) => ({
      entry_id: row.entryId,
      special_event: { ...row.specialEvent, group_name: row.groupName },
      entered_at: row.enteredAt.toISOString(),
    })),
  }
}

interface Campaign {
  id: number
  name: string
  nameEn: string | null
  startsOn: string
  endsOn: string
  highSalaryThreshold: number
}

/** The special scout week on the wire, for candidates and recruiters alike. */
export const campaignToWire = (campaign: Campaign) => ({
  id: campaign.id,
  name: campaign.name,
  name_en: campaign.nameEn,
  starts_on: campaign.startsOn,
  ends_on: campaign.endsOn,
  high_salary_threshold: campaign.highSalaryThreshold,
})

async function requireCurrentCampaign(db: DbOrTx) {
  const campaign = await repository.findCurrentCampaign(db)
  if (!campaign) throw new AppError('noCurrentScoutCampaign', 'No special scout week is running')
  return campaign
}

export async function getCurrentCampaign(db: DbOrTx) {
  return campaignToWire(await requireCurrentCampaign(db))
}

export async function getJoinStatus(db: DbOrTx, userId: number): Promise<ScoutCampaignJoinStatus> {
  const campaign = await requireCurrentCampaign(db)
  const [join, selfPr] = await Promise.all([
    repository.findJoin(db, campaign.id, userId),
    repository.findSelfPr(db, userId),
  ])
  return {
    campaign: campaignToWire(campaign),
    join_status: { id: join?.id ?? null, is_joined: join?.isJoined ?? false },
    profile_completeness: {
      career_done_character_count: careerDoneCharacterCount(selfPr),
      max: CAREER_DONE_MAX_LENGTH,
    },
  }
}

/** Joins or leaves the current campaign; saving the same answer again changes nothing. */
export async function saveJoinStatus(db: DbOrTx, userId: number, isJoined: boolean) {
  const campaign = await requireCurrentCampaign(db)
  await repository.saveJoin(db, campaign.id, userId, isJoined)
  return getJoinStatus(db, userId)
}
