import type { JobClosureBody, JobReportBody, JobReportState } from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import { notifyOrganisation } from '../notifications/notifications-service.ts'
import * as repository from './moderation-repository.ts'

// Reports of job listings and what administrators do about them (decision 022): a listing
// closed here is closed with its reason, its organisation is told in the bell, its waiting
// reports are resolved, and the audit trail has it, all in one transaction.

function toWire(row: repository.ReportRow) {
  return {
    id: row.id,
    reason: row.reason,
    body: row.body,
    reporter_email: row.reporterEmail,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    job_info: {
      id: row.jobInfoId,
      title: row.jobTitle,
      status: row.jobStatus,
      closed_reason: row.closedReason,
      organisation: { id: row.organisationId, name: row.organisationName },
    },
  }
}

/** Anyone may report a listing the public sees; a signed-in reporter is remembered. */
export async function reportJob(
  db: DbOrTx,
  jobInfoId: number,
  reporterUserId: number | null,
  body: JobReportBody,
): Promise<void> {
  if (!(await repository.isPublicJob(db, jobInfoId))) throw notFound('Job info')
  await repository.insertReport(db, {
    jobInfoId,
    reason: body.reason,
    body: body.body,
    reporterEmail: body.email.trim().toLowerCase() || null,
    reporterUserId,
  })
}

export async function listReports(
  db: DbOrTx,
  query: { state?: JobReportState; page: number; per: number },
) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listReports(db, query.state, window),
    count: () => repository.countReports(db, query.state),
  })
  return { job_info_reports: rows.map(toWire), pagination }
}

/**
 * Closes any organisation's listing. Sent again with the same reason (a retry), it changes
 * nothing; a listing the organisation closed itself gets the reason and its reports resolved.
 */
export async function closeJob(
  db: DbOrTx,
  actor: AuditActor,
  jobInfoId: number,
  body: JobClosureBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await repository.findJobForClosure(tx, jobInfoId)
    if (!job) throw notFound('Job info')
    const reason = body.reason.trim()
    if (job.status === 'closed' && job.closedReason === reason) return
    await repository.closeJob(tx, jobInfoId, reason)
    await repository.resolveReports(tx, { jobInfoId }, 'closed', actor.id)
    await notifyOrganisation(tx, {
      organisationId: job.organisationId,
      kind: 'job_closed',
      params: { title: job.title, reason, job_info_id: job.id },
      linkPath: `/client/job_infos/${job.id}`,
      dedupeKey: `job_closed:${job.id}:${reason}`,
    })
    await recordAudit(tx, actor, {
      action: 'job_info.closed',
      recordType: 'job_info',
      recordId: job.id,
      before: { status: job.status, closed_reason: job.closedReason },
      after: { status: 'closed', closed_reason: reason },
    })
  })
}

export async function dismissReport(db: DbOrTx, actor: AuditActor, reportId: number) {
  return db.transaction(async (tx) => {
    const before = await repository.findReport(tx, reportId)
    if (!before) throw notFound('Job report')
    await repository.resolveReports(tx, { reportId }, 'dismissed', actor.id)
    const after = (await repository.findReport(tx, reportId))!
    if (before.state !== after.state) {
      await recordAudit(tx, actor, {
        action: 'job_report.dismissed',
        recordType: 'job_report',
        recordId: reportId,
        before: { state: before.state },
        after: { state: after.state },
      })
    }
    return toWire(after)
  })
}
