import type { JobReportReason, JobReportState } from '@kakehashi/contracts'
import { type DbOrTx, jobInfoReports, jobInfos, organisations } from '@kakehashi/db'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
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
