import type {
  JobClosureBody,
  JobReportBody,
  JobReportState,
  RecruiterReportBody,
  RecruiterReportReceipt,
  RecruiterReportRecord,
  RecruiterReportState,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { setRecruiterSuspended } from '../administration/administration-service.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import { notifyOrganisation } from '../notifications/notifications-service.ts'
import * as repository from './moderation-repository.ts'

// Reports of job listings and of recruiters, and what administrators do about them (decision
// 022): a listing closed here is closed with its reason, its organisation is told in the bell,
// its waiting reports are resolved, and the audit trail has it, all in one transaction; a
// recruiter suspended from a report stops working at once and their waiting reports resolve.

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

// Reports of recruiters ---------------------------------------------------------------------------

function recruiterReportToWire(row: repository.RecruiterReportRow): RecruiterReportRecord {
  return {
    id: row.id,
    reason: row.reason,
    body: row.body,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    scout:
      row.scoutId !== null && row.scoutTitle !== null && row.scoutSentAt !== null
        ? { id: row.scoutId, title: row.scoutTitle, sent_at: row.scoutSentAt.toISOString() }
        : null,
    recruiter: {
      id: row.recruiterUserId,
      full_name: row.recruiterName ?? '',
      email: row.recruiterEmail,
      suspended: row.recruiterSuspendedAt !== null,
      open_reports: Number(row.openReports),
    },
    organisation: { id: row.organisationId, name: row.organisationName },
  }
}

/**
 * A candidate reports the recruiter who sent them a scout: only their own scout (anyone else's
 * answers 404, as does a scout whose sender's account is gone). One report a scout: reporting it
 * again answers the first.
 */
export async function reportRecruiter(
  db: DbOrTx,
  candidateUserId: number,
  scoutId: number,
  body: RecruiterReportBody,
): Promise<CreateOutcome<RecruiterReportReceipt>> {
  const scout = await repository.findScoutOfCandidate(db, candidateUserId, scoutId)
  if (!scout || scout.senderUserId === null) throw notFound('Scout')
  const { report, created } = await repository.insertRecruiterReport(db, {
    recruiterUserId: scout.senderUserId,
    organisationId: scout.organisationId,
    scoutId,
    reporterUserId: candidateUserId,
    reason: body.reason,
    body: body.body,
  })
  return {
    record: {
      id: report.id,
      reason: report.reason,
      state: report.state,
      created_at: report.createdAt.toISOString(),
    },
    created,
  }
}

export async function listRecruiterReports(
  db: DbOrTx,
  query: { state?: RecruiterReportState; page: number; per: number },
) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listRecruiterReports(db, query.state, window),
    count: () => repository.countRecruiterReports(db, query.state),
  })
  return { recruiter_reports: rows.map(recruiterReportToWire), pagination }
}

async function readRecruiterReport(db: DbOrTx, id: number) {
  const row = await repository.findRecruiterReport(db, id)
  if (!row) throw notFound('Recruiter report')
  return row
}

/**
 * Suspends the reported recruiter: every session ends at once, the audit trail records the
 * suspension, and all of the recruiter's waiting reports are resolved. Asked again, it changes
 * nothing.
 */
export async function suspendReportedRecruiter(
  db: DbOrTx,
  actor: AuditActor,
  reportId: number,
): Promise<RecruiterReportRecord> {
  return db.transaction(async (tx) => {
    const report = await readRecruiterReport(tx, reportId)
    await setRecruiterSuspended(tx, actor, report.recruiterUserId, true)
    await repository.resolveRecruiterReports(
      tx,
      { recruiterUserId: report.recruiterUserId },
      'suspended',
      actor.id,
    )
    return recruiterReportToWire(await readRecruiterReport(tx, reportId))
  })
}

export async function dismissRecruiterReport(
  db: DbOrTx,
  actor: AuditActor,
  reportId: number,
): Promise<RecruiterReportRecord> {
  return db.transaction(async (tx) => {
    const before = await readRecruiterReport(tx, reportId)
    await repository.resolveRecruiterReports(tx, { reportId }, 'dismissed', actor.id)
    const after = await readRecruiterReport(tx, reportId)
    if (before.state !== after.state) {
      await recordAudit(tx, actor, {
        action: 'recruiter_report.dismissed',
        recordType: 'recruiter_report',
        recordId: reportId,
        before: { state: before.state },
        after: { state: after.state },
      })
    }
    return recruiterReportToWire(after)
  })
}
