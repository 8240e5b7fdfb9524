import type {
  JobReportReason,
  JobReportState,
  RecruiterReportReason,
  RecruiterReportState,
} from '@kakehashi/contracts'
import {
  type DbOrTx,
  jobInfoReports,
  jobInfos,
  organisations,
  recruiterReports,
  scouts,
  users,
} from '@kakehashi/db'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { publicJobCondition } from '../jobs/public-job.ts'

/** Whether the public can see the job, which is what a visitor may report. */
export async function isPublicJob(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(and(eq(jobInfos.id, id), publicJobCondition()))
  return row !== undefined
}

export async function insertReport(
  db: DbOrTx,
  values: {
    jobInfoId: number
    reason: JobReportReason
    body: string
    reporterEmail: string | null
    reporterUserId: number | null
  },
): Promise<void> {
  await db.insert(jobInfoReports).values(values)
}

const reportColumns = {
  id: jobInfoReports.id,
  reason: jobInfoReports.reason,
  body: jobInfoReports.body,
  reporterEmail: jobInfoReports.reporterEmail,
  state: jobInfoReports.state,
  createdAt: jobInfoReports.createdAt,
  resolvedAt: jobInfoReports.resolvedAt,
  jobInfoId: jobInfos.id,
  jobTitle: jobInfos.title,
  jobStatus: jobInfos.status,
  closedReason: jobInfos.closedReason,
  organisationId: organisations.id,
  organisationName: organisations.name,
}

export type ReportRow = Awaited<ReturnType<typeof listReports>>[number]

const stateCondition = (state: JobReportState | undefined) =>
  state ? eq(jobInfoReports.state, state) : undefined

export function listReports(db: DbOrTx, state: JobReportState | undefined, window: PageWindow) {
  return db
    .select(reportColumns)
    .from(jobInfoReports)
    .innerJoin(jobInfos, eq(jobInfos.id, jobInfoReports.jobInfoId))
    .innerJoin(organisations, eq(organisations.id, jobInfos.organisationId))
    .where(stateCondition(state))
    .orderBy(sql`${jobInfoReports.createdAt} desc nulls last`, desc(jobInfoReports.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countReports(db: DbOrTx, state: JobReportState | undefined) {
  const [row] = await db.select({ n: count() }).from(jobInfoReports).where(stateCondition(state))
  return row?.n ?? 0
}

export async function findReport(db: DbOrTx, id: number) {
  const [row] = await db
    .select(reportColumns)
    .from(jobInfoReports)
    .innerJoin(jobInfos, eq(jobInfos.id, jobInfoReports.jobInfoId))
    .innerJoin(organisations, eq(organisations.id, jobInfos.organisationId))
    .where(eq(jobInfoReports.id, id))
  return row
}

/** The job with what closing it needs; locked until the transaction ends. */
export async function findJobForClosure(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: jobInfos.id,
      title: jobInfos.title,
      status: jobInfos.status,
      closedReason: jobInfos.closedReason,
      organisationId: jobInfos.organisationId,
    })
    .from(jobInfos)
    .where(eq(jobInfos.id, id))
    .for('update')
  return row
}

export async function closeJob(db: DbOrTx, id: number, reason: string): Promise<void> {
  await db
    .update(jobInfos)
    .set({ status: 'closed', closedReason: reason, updatedAt: sql`now()` })
    .where(eq(jobInfos.id, id))
}

/** Resolves the job's waiting reports (or one report) the given way. */
export async function resolveReports(
  db: DbOrTx,
  where: { jobInfoId: number } | { reportId: number },
  state: Exclude<JobReportState, 'open'>,
  resolvedByUserId: number,
): Promise<void> {
  await db
    .update(jobInfoReports)
    .set({ state, resolvedAt: sql`now()`, resolvedByUserId })
    .where(
      and(
        'jobInfoId' in where
          ? eq(jobInfoReports.jobInfoId, where.jobInfoId)
          : eq(jobInfoReports.id, where.reportId),
        eq(jobInfoReports.state, 'open'),
      ),
    )
}

// Reports of recruiters ---------------------------------------------------------------------------

/** The candidate's own scout with who sent it; undefined for anyone else's. */
export async function findScoutOfCandidate(db: DbOrTx, candidateUserId: number, scoutId: number) {
  const [row] = await db
    .select({
      id: scouts.id,
      senderUserId: scouts.senderUserId,
      organisationId: scouts.organisationId,
    })
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.candidateUserId, candidateUserId)))
  return row
}

/** Answers the report made, or the one this candidate already made of the scout. */
export async function insertRecruiterReport(
  db: DbOrTx,
  values: {
    recruiterUserId: number
    organisationId: number
    scoutId: number
    reporterUserId: number
    reason: RecruiterReportReason
    body: string
  },
) {
  const [inserted] = await db
    .insert(recruiterReports)
    .values(values)
    .onConflictDoNothing({ target: [recruiterReports.scoutId, recruiterReports.reporterUserId] })
    .returning()
  if (inserted) return { report: inserted, created: true }
  const [existing] = await db
    .select()
    .from(recruiterReports)
    .where(
      and(
        eq(recruiterReports.scoutId, values.scoutId),
        eq(recruiterReports.reporterUserId, values.reporterUserId),
      ),
    )
  return { report: existing!, created: false }
}

const recruiter = alias(users, 'reported_recruiter')

const recruiterReportColumns = {
  id: recruiterReports.id,
  reason: recruiterReports.reason,
  body: recruiterReports.body,
  state: recruiterReports.state,
  createdAt: recruiterReports.createdAt,
  resolvedAt: recruiterReports.resolvedAt,
  scoutId: scouts.id,
  scoutTitle: scouts.title,
  scoutSentAt: scouts.sentAt,
  recruiterUserId: recruiter.id,
  recruiterName: recruiter.fullName,
  recruiterEmail: recruiter.email,
  recruiterSuspendedAt: recruiter.suspendedAt,
  organisationId: organisations.id,
  organisationName: organisations.name,
  openReports: sql<number>`(select count(*)::int from ${recruiterReports} as waiting
    where waiting.recruiter_user_id = ${qualified(recruiterReports.recruiterUserId)}
      and waiting.state = 'open')`,
}

export type RecruiterReportRow = Awaited<ReturnType<typeof findRecruiterReport>> & {}

const recruiterReportState = (state: RecruiterReportState | undefined) =>
  state ? eq(recruiterReports.state, state) : undefined

function selectRecruiterReports(db: DbOrTx) {
  return db
    .select(recruiterReportColumns)
    .from(recruiterReports)
    .innerJoin(recruiter, eq(recruiter.id, recruiterReports.recruiterUserId))
    .innerJoin(organisations, eq(organisations.id, recruiterReports.organisationId))
    .leftJoin(scouts, eq(scouts.id, recruiterReports.scoutId))
}

export function listRecruiterReports(
  db: DbOrTx,
  state: RecruiterReportState | undefined,
  window: PageWindow,
) {
  return selectRecruiterReports(db)
    .where(recruiterReportState(state))
    .orderBy(desc(recruiterReports.createdAt), desc(recruiterReports.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countRecruiterReports(db: DbOrTx, state: RecruiterReportState | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(recruiterReports)
    .where(recruiterReportState(state))
  return row?.n ?? 0
}

export async function findRecruiterReport(db: DbOrTx, id: number) {
  const [row] = await selectRecruiterReports(db).where(eq(recruiterReports.id, id))
  return row
}

/** Resolves the recruiter's waiting reports (or one report) the given way. */
export async function resolveRecruiterReports(
  db: DbOrTx,
  where: { recruiterUserId: number } | { reportId: number },
  state: Exclude<RecruiterReportState, 'open'>,
  resolvedByUserId: number,
): Promise<void> {
  await db
    .update(recruiterReports)
    .set({ state, resolvedAt: sql`now()`, resolvedByUserId })
    .where(
      and(
        'recruiterUserId' in where
          ? eq(recruiterReports.recruiterUserId, where.recruiterUserId)
          : eq(recruiterReports.id, where.reportId),
        eq(recruiterReports.state, 'open'),
      ),
    )
}
