import {
  jobInfoScoutAssists as assists,
  candidateSearchConditions,
  contracts,
  type DbOrTx,
  jobInfos,
  recruiterProfiles,
  scouts,
  scoutTemplates,
  users,
} from '@kakehashi/db'
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { qualified } from '../../lib/qualified-column.ts'
import { recruiterDisplayName } from '../../lib/recruiter-name.ts'
import { tokyoToday } from '../jobs/public-job.ts'

// Scout assists: every statement is scoped by the organisation, except the background job's,
// which takes the assists one at a time under a row lock.

export interface AssistValues {
  senderUserId: number
  searchConditionId: number
  scoutTemplateId: number
  remindTemplateId: number | null
  title: string
  body: string
  dailyLimit: number
  endsOn: string
}

const sender = alias(users, 'assist_sender')
const senderProfile = alias(recruiterProfiles, 'assist_sender_profile')
const template = alias(scoutTemplates, 'assist_template')
const remindTemplate = alias(scoutTemplates, 'assist_remind_template')

/** Midnight of today in Japan: the daily limit counts from it. */
const startOfTokyoToday = sql`(${tokyoToday}::timestamp at time zone 'Asia/Tokyo')`

const sentBy = (assistId: unknown) => sql`${qualified(scouts.scoutAssistId)} = ${assistId}`

const columns = {
  assist: assists,
  senderName: recruiterDisplayName(sender, senderProfile),
  searchName: candidateSearchConditions.name,
  templateName: template.name,
  remindTemplateName: remindTemplate.name,
  hasEnded: sql<boolean>`${assists.endsOn} < ${tokyoToday}`,
  sentToday: sql<number>`(select count(*)::int from ${scouts}
    where ${sentBy(qualified(assists.id))} and ${qualified(scouts.sentAt)} >= ${startOfTokyoToday})`,
  sentTotal: sql<number>`(select count(*)::int from ${scouts} where ${sentBy(qualified(assists.id))})`,
}

export type AssistRow = Awaited<ReturnType<typeof findAssistOfJob>>

function assistQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(assists)
    .innerJoin(sender, eq(sender.id, assists.senderUserId))
    .leftJoin(senderProfile, eq(senderProfile.userId, sender.id))
    .innerJoin(
      candidateSearchConditions,
      eq(candidateSearchConditions.id, assists.searchConditionId),
    )
    .innerJoin(template, eq(template.id, assists.scoutTemplateId))
    .leftJoin(remindTemplate, eq(remindTemplate.id, assists.remindTemplateId))
}

/** The job's assist with its names and counts; null when it has none or is another's. */
export async function findAssistOfJob(db: DbOrTx, organisationId: number, jobInfoId: number) {
  const [row] = await assistQuery(db).where(
    and(eq(assists.organisationId, organisationId), eq(assists.jobInfoId, jobInfoId)),
  )
  return row ?? null
}

export async function findAssist(db: DbOrTx, organisationId: number, id: number) {
  const [row] = await assistQuery(db).where(
    and(eq(assists.organisationId, organisationId), eq(assists.id, id)),
  )
  return row ?? null
}

export async function insertAssist(
  db: DbOrTx,
  values: AssistValues & { organisationId: number; jobInfoId: number },
): Promise<number> {
  const [row] = await db.insert(assists).values(values).returning({ id: assists.id })
  return row!.id
}

/** Changes the organisation's assist; a new condition clears the last run's refusal. */
export async function updateAssist(
  db: DbOrTx,
  organisationId: number,
  id: number,
  values: AssistValues,
) {
  await db
    .update(assists)
    .set({ ...values, lastRefusal: null, updatedAt: new Date() })
    .where(and(eq(assists.organisationId, organisationId), eq(assists.id, id)))
}

/** Answers whether the organisation had it. */
export async function deleteAssist(db: DbOrTx, organisationId: number, id: number) {
  const deleted = await db
    .delete(assists)
    .where(and(eq(assists.organisationId, organisationId), eq(assists.id, id)))
    .returning({ id: assists.id })
  return deleted.length > 0
}

// The background job ------------------------------------------------------------------------

/**
 * One assist due to run, locked for the transaction (assists another run holds are skipped):
 * not past its end date, not yet run since `runStartedAt`, its contract not ended. With what
 * its send needs to know of the sender.
 */
export async function takeAssistToRun(db: DbOrTx, runStartedAt: Date) {
  const [row] = await db
    .select({
      assist: assists,
      senderTrial: sender.trialRecruiter,
      senderOrganisationId: sender.organisationId,
      searchQuery: candidateSearchConditions.query,
      searchOwnerId: candidateSearchConditions.userId,
    })
    .from(assists)
    .innerJoin(sender, eq(sender.id, assists.senderUserId))
    .innerJoin(
      candidateSearchConditions,
      eq(candidateSearchConditions.id, assists.searchConditionId),
    )
    .innerJoin(jobInfos, eq(jobInfos.id, assists.jobInfoId))
    .innerJoin(contracts, eq(contracts.organisationId, assists.organisationId))
    .where(
      and(
        sql`${assists.endsOn} >= ${tokyoToday}`,
        sql`${contracts.endsOn} >= ${tokyoToday}`,
        or(
          sql`${assists.lastRunAt} is null`,
          sql`${assists.lastRunAt} < ${runStartedAt.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(sql`${assists.lastRunAt} asc nulls first`, assists.id)
    .limit(1)
    .for('update', { of: assists, skipLocked: true })
  return row ?? null
}

/** Scouts the assist sent since midnight in Japan. */
export async function countSentToday(db: DbOrTx, assistId: number): Promise<number> {
  const [row] = await db
    .select({ sent: sql<number>`count(*)::int` })
    .from(scouts)
    .where(and(eq(scouts.scoutAssistId, assistId), sql`${scouts.sentAt} >= ${startOfTokyoToday}`))
  return row?.sent ?? 0
}

/** Of these candidates, those the assist already sent a scout to. */
export async function listReached(
  db: DbOrTx,
  assistId: number,
  candidateIds: readonly number[],
): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set()
  const rows = await db
    .select({ id: scouts.candidateUserId })
    .from(scouts)
    .where(
      and(
        eq(scouts.scoutAssistId, assistId),
        isNotNull(scouts.scoutAssistId),
        inArray(scouts.candidateUserId, [...candidateIds]),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

export async function recordRun(db: DbOrTx, id: number, at: Date, refusal: string | null) {
  await db.update(assists).set({ lastRunAt: at, lastRefusal: refusal }).where(eq(assists.id, id))
}
