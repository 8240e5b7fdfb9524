import type {
  CandidateExport,
  CandidateExportBody,
  Locale,
  PageQuery,
  RecruiterPermission,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { catalogues, translate } from '@kakehashi/i18n'
import type { JobQueue } from '../../background/job-queue.ts'
import { AppError, notFound } from '../../errors/app-error.ts'
import type { FileStorage } from '../../lib/file-storage.ts'
import { toJapanDateTime } from '../../lib/japan-date-time.ts'
import { readPage } from '../../lib/paging.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { findContract } from '../recruiter-workspace/recruiter-workspace-repository.ts'
import { iso } from '../scouts/scouts-service.ts'
import * as repository from './candidate-exports-repository.ts'

export const CANDIDATE_EXPORT_JOB = 'candidate_exports.write'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'candidate_exports.write': { exportId: number }
  }
}

/** A recruiter asking for, following or downloading exports. */
export interface ExportRequester extends RecruiterContext {
  permissions: readonly RecruiterPermission[]
}

/**
 * Whether the requester may export: the account holds the download permission (master accounts
 * do, normal ones not unless given it) and the organisation's contract allows downloads.
 */
async function mayExport(db: DbOrTx, requester: ExportRequester) {
  if (!requester.permissions.includes('candidates_download')) return false
  const contract = await findContract(db, requester.organisationId)
  return contract?.downloadPermitted === true
}

/** Spec section 6: the refusal, on the page and from the API. */
async function requireExport(db: DbOrTx, requester: ExportRequester) {
  if (!(await mayExport(db, requester))) {
    throw new AppError(
      'downloadNotAvailable',
      'Download is not available for this account. Please check with your administrative account holder.',
    )
  }
}

function toWire(row: repository.ExportRow): CandidateExport {
  const { export: record } = row
  return {
    id: record.id,
    state: record.state,
    total_rows: record.totalRows,
    rows_written: record.rowsWritten,
    file_bytes: record.fileBytes,
    requested_at: record.requestedAt.toISOString(),
    finished_at: iso(record.finishedAt),
    expires_at: iso(record.expiresAt),
    is_downloadable: Boolean(row.isDownloadable) && record.fileKey !== null,
    requested_by:
      record.requestedByUserId === null
        ? null
        : { id: record.requestedByUserId, display_name: row.requesterName ?? '' },
  }
}

/**
 * Asks for an export of the organisation's matched candidates: the export row and its job in
 * one transaction, so a request never leaves a row no job will write, nor a job without a row.
 * The same `client_request_id` again answers the first export.
 */
export async function requestCandidateExport(
  deps: { db: DbOrTx; jobs: JobQueue },
  requester: ExportRequester,
  body: CandidateExportBody,
  locale: Locale,
): Promise<CreateOutcome<CandidateExport>> {
  const { db, jobs } = deps
  await requireExport(db, requester)
  const { organisationId } = requester
  const earlier = await repository.findCandidateExportByRequest(
    db,
    organisationId,
    body.client_request_id,
  )
  if (earlier) return { record: toWire(earlier), created: false }
  const outcome = await db.transaction(async (tx) => {
    const id = await repository.insertCandidateExport(tx, {
      organisationId,
      requestedByUserId: requester.userId,
      clientRequestId: body.client_request_id,
      locale,
    })
    if (id !== null) {
      await jobs.send(CANDIDATE_EXPORT_JOB, { exportId: id }, { tx })
    }
    const row = await repository.findCandidateExportByRequest(
      tx,
      organisationId,
      body.client_request_id,
    )
    return { record: toWire(row!), created: id !== null }
  })
  if (outcome.created) jobs.wake(CANDIDATE_EXPORT_JOB)
  return outcome
}

/** The organisation's exports, newest first, and whether this account may ask for one. */
export async function listCandidateExports(
  db: DbOrTx,
  requester: ExportRequester,
  query: PageQuery,
) {
  const { organisationId } = requester
  const [page, canExport] = await Promise.all([
    readPage(query, {
      rows: (window) => repository.listCandidateExports(db, organisationId, window),
      count: () => repository.countCandidateExports(db, organisationId),
    }),
    mayExport(db, requester),
  ])
  return {
    candidates_export_results: page.rows.map(toWire),
    pagination: page.pagination,
    can_export: canExport,
  }
}

/** The written file of one of the organisation's exports, within its 7 days. */
export async function downloadCandidateExport(
  db: DbOrTx,
  storage: FileStorage,
  requester: ExportRequester,
  id: number,
) {
  const row = await repository.findCandidateExport(db, requester.organisationId, id)
  // Another organisation's export is not found, whoever asks.
  if (!row) throw notFound('Export')
  await requireExport(db, requester)
  const record = toWire(row).is_downloadable ? row.export : null
  const bytes = record?.fileKey ? await storage.get(record.fileKey) : null
  if (!record || !bytes) throw notFound('Export')
  const messages = catalogues[record.locale]
  const date = toJapanDateTime(record.requestedAt).slice(0, 10)
  return {
    fileName: translate(messages, 'candidateExport', 'fileName', { date }),
    contentType: 'text/csv; charset=utf-8',
    bytes,
    rows: record.totalRows ?? 0,
  }
}
