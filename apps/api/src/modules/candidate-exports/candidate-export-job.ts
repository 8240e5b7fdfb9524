import { CANDIDATE_EXPORT_KEEP_DAYS, type Locale } from '@kakehashi/contracts'
import { users } from '@kakehashi/db'
import { catalogues, translate } from '@kakehashi/i18n'
import { eq } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { CSV_BYTE_ORDER_MARK, csvRow } from '../../lib/csv.ts'
import { createFileStorage, type FileStorage } from '../../lib/file-storage.ts'
import { toJapanDateTime } from '../../lib/japan-date-time.ts'
import { recordAudit } from '../audit/audit-service.ts'
import {
  bilingualMail,
  enqueueMail,
  MAIL_DELIVER_JOB,
  type MailDependencies,
} from '../mail/mail-service.ts'
import { notifyUsers } from '../notifications/notifications-service.ts'
import * as repository from './candidate-exports-repository.ts'
import { CANDIDATE_EXPORT_JOB } from './candidate-exports-service.ts'

export const CANDIDATE_EXPORT_CLEANUP_JOB = 'candidate_exports.cleanup'

declare module '../../background/job-queue.ts' {
  interface JobDefinitions {
    'candidate_exports.cleanup': Record<string, never>
  }
}

/** Every day at 04:00 in Japan: files past their 7 days leave the storage. */
export const CANDIDATE_EXPORT_CLEANUP_CRON = '0 4 * * *'

/** Candidates a statement reads and a progress update counts. */
const BATCH = 2000

/** Where the page and the mail lead. */
const DOWNLOAD_PATH = '/client/scouts/download'

export interface CandidateExportDependencies extends MailDependencies {
  config: MailDependencies['config'] & Pick<Config, 'publicBaseUrl'>
  storage: FileStorage
}

type MatchedCandidate = Awaited<ReturnType<typeof repository.readMatchedCandidates>>[number]

const COLUMNS = [
  'id',
  'fullName',
  'fullNameKana',
  'email',
  'phone',
  'birthDate',
  'prefecture',
  'currentAnnualIncome',
  'matchedAt',
  'source',
  'jobTitle',
  'selectionStatus',
  'senderName',
  'notes',
] as const

/** The file's rows in the requester's language: headings, sources and statuses translated. */
function rowWriter(locale: Locale) {
  const messages = catalogues[locale]
  const headings = COLUMNS.map((column) =>
    translate(messages, 'candidateExport', `columns.${column}`),
  )
  const cells = (row: MatchedCandidate) => [
    row.id,
    row.fullName,
    row.fullNameKana,
    row.email,
    row.phone,
    row.birthDate,
    locale === 'en' ? row.prefectureEn : row.prefecture,
    row.currentAnnualIncome,
    toJapanDateTime(row.matchedAt).replace('T', ' '),
    translate(messages, 'candidateExport', `sources.${row.source}`),
    row.jobTitle,
    row.selectionStatus
      ? translate(messages, 'candidateRecords', `selectionStatuses.${row.selectionStatus}`)
      : null,
    row.senderName,
    row.notes,
  ]
  return {
    heading: csvRow(headings),
    row: (candidate: MatchedCandidate) => csvRow(cells(candidate)),
  }
}

/**
 * Writes one export: the organisation's matched candidates read a batch at a time in candidate
 * order (a keyset cursor: no statement and no transaction lasts the whole export, and the
 * progress each batch records is seen at once), each batch turned into CSV, and the parts
 * stored as one file without being joined in memory. Then, in one transaction: the export
 * marked written and kept for 7 days, the requester's bell notification and mail, and the audit
 * entry of who exported how many rows. Answers the rows written, or null when the export was not
 * waiting (written already, failed).
 */
export async function writeCandidateExport(deps: CandidateExportDependencies, exportId: number) {
  const { db } = deps.database
  const started = await repository.startCandidateExport(db, exportId)
  if (!started) return null
  const { organisationId } = started
  await repository.recordExportTotal(
    db,
    exportId,
    await repository.countMatchedCandidates(db, organisationId),
  )
  const writer = rowWriter(started.locale)
  const chunks = [Buffer.from(CSV_BYTE_ORDER_MARK + writer.heading)]
  let bytes = chunks[0]!.length
  let rows = 0
  let after = 0
  for (;;) {
    const batch = await repository.readMatchedCandidates(db, organisationId, after, BATCH)
    if (batch.length === 0) break
    const chunk = Buffer.from(batch.map(writer.row).join(''))
    chunks.push(chunk)
    bytes += chunk.length
    rows += batch.length
    after = batch.at(-1)!.id
    await repository.recordExportProgress(db, exportId, rows)
    if (batch.length < BATCH) break
  }
  const key = await deps.storage.put('exports', chunks, 'text/csv')
  const [requester] = started.requestedByUserId
    ? await db
        .select({
          id: users.id,
          email: users.email,
          roleType: users.roleType,
          organisationId: users.organisationId,
        })
        .from(users)
        .where(eq(users.id, started.requestedByUserId))
    : []
  const finished = await db.transaction(async (tx) => {
    if (!(await repository.finishCandidateExport(tx, exportId, { key, bytes, rows }))) return false
    if (requester) {
      await notifyUsers(tx, [
        {
          userId: requester.id,
          kind: 'export_ready',
          params: { count: rows },
          linkPath: DOWNLOAD_PATH,
          dedupeKey: `candidate-export-${exportId}`,
        },
      ])
      const link = `${deps.config.publicBaseUrl}${DOWNLOAD_PATH}`
      const part = (locale: Locale) => {
        const values = { count: rows, days: CANDIDATE_EXPORT_KEEP_DAYS, link }
        return {
          subject: translate(catalogues[locale], 'candidateExport', 'readyMail.subject', values),
          text: translate(catalogues[locale], 'candidateExport', 'readyMail.body', values),
        }
      }
      await enqueueMail(deps, bilingualMail(requester.email, part('ja'), part('en')), { tx })
      await recordAudit(tx, requester, {
        action: 'candidate_export.written',
        recordType: 'candidate_export',
        recordId: exportId,
        after: { rows, file_bytes: bytes },
      })
    }
    return true
  })
  // Another run finished it first (a retry racing a slow run): this copy is not needed.
  if (!finished) {
    await deps.storage.delete(key)
    return null
  }
  if (requester) deps.jobs.wake(MAIL_DELIVER_JOB)
  return rows
}

/** Deletes the files of exports past their 7 days; the exports stay listed, without a file. */
export async function deleteExpiredExportFiles(deps: {
  database: CandidateExportDependencies['database']
  storage: FileStorage
}) {
  const { db } = deps.database
  let deleted = 0
  for (;;) {
    const expired = await repository.listExpiredExportFiles(db, 100)
    for (const file of expired) {
      if (file.fileKey) await deps.storage.delete(file.fileKey)
      await repository.forgetExportFile(db, file.id)
    }
    deleted += expired.length
    if (expired.length < 100) return deleted
  }
}

/** The export writer as a pg-boss job, and the daily clean-up of expired files. */
export const candidateExportsPlugin = fp(
  async (app) => {
    const storage = createFileStorage(app.config.fileStorage)
    const deps = {
      config: app.config,
      database: app.database,
      jobs: app.jobs,
      log: app.log,
      storage,
    }
    app.jobs.work(CANDIDATE_EXPORT_JOB, async (job) => {
      try {
        const rows = await writeCandidateExport(deps, job.data.exportId)
        if (rows !== null)
          app.log.info({ job: job.id, exportId: job.data.exportId, rows }, 'candidates exported')
      } catch (error) {
        // The last try's failure is the export's: the page stops showing it as in progress.
        if (job.retryCount >= job.retryLimit) {
          await repository.failCandidateExport(app.database.db, job.data.exportId)
        }
        throw error
      }
    })
    app.jobs.work(
      CANDIDATE_EXPORT_CLEANUP_JOB,
      async (job) => {
        const deleted = await deleteExpiredExportFiles(deps)
        if (deleted > 0) app.log.info({ job: job.id, deleted }, 'expired export files deleted')
      },
      { policy: 'short' },
    )
    app.jobs.schedule(
      CANDIDATE_EXPORT_CLEANUP_JOB,
      CANDIDATE_EXPORT_CLEANUP_CRON,
      {},
      { tz: 'Asia/Tokyo' },
    )
  },
  { name: 'candidate-exports', dependencies: ['jobs', 'mail'] },
)
