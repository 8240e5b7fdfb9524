import type {
  AdminCertificationBody,
  AdminUniversityBody,
  CertificationCategory,
  PageQuery,
} from '@kakehashi/contracts'
import { type DbOrTx, keywordTerms } from '@kakehashi/db'
import type { JobQueue } from '../../background/job-queue.ts'
import { notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import {
  CANDIDATE_DOCUMENTS_REFRESH_JOB,
  enqueueCandidateDocumentRefresh,
} from '../search-index/plugin.ts'
import * as repository from './reference-editing-repository.ts'

// Universities and certifications as administrators keep them (decision 022). Candidates'
// search documents hold the names of their universities and certifications, so a rename
// queues, in the same transaction, the rewrite of the documents that name the record: a
// background job, since a well-known university may be named by tens of thousands.

export interface ReferenceEditingDeps {
  db: DbOrTx
  jobs: JobQueue
}

const universityToWire = (row: repository.UniversityRow) => ({
  id: row.id,
  name: row.name,
  name_kana: row.nameKana,
  name_en: row.nameEn,
  candidate_count: row.candidateCount,
})

export async function listUniversities(db: DbOrTx, query: PageQuery & { keyword?: string }) {
  const keywords = keywordTerms(query.keyword ?? '')
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listUniversities(db, keywords, window),
    count: () => repository.countUniversities(db, keywords),
  })
  return { universities: rows.map(universityToWire), pagination }
}

async function readUniversity(db: DbOrTx, id: number) {
  const row = await repository.findUniversity(db, id)
  if (!row) throw notFound('University')
  return universityToWire(row)
}

export async function saveUniversity(
  deps: ReferenceEditingDeps,
  actor: AuditActor,
  id: number | null,
  body: AdminUniversityBody,
) {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? null : await readUniversity(tx, id)
    const savedId = await repository.saveUniversity(tx, id, {
      name: body.name,
      nameKana: body.name_kana,
      nameEn: body.name_en,
    })
    const after = await readUniversity(tx, savedId)
    if (before && after.candidate_count > 0) {
      await enqueueCandidateDocumentRefresh(deps.jobs, tx, { university: savedId })
    }
    await recordAudit(tx, actor, {
      action: before ? 'university.updated' : 'university.created',
      recordType: 'university',
      recordId: savedId,
      before,
      after,
    })
    return after
  })
  // A refresh queued in the transaction is seen once it commits.
  deps.jobs.wake(CANDIDATE_DOCUMENTS_REFRESH_JOB)
  return saved
}

const certificationToWire = (row: repository.CertificationRow) => ({
  id: row.id,
  name: row.name,
  name_en: row.nameEn,
  category: row.category,
  position: row.position,
  candidate_count: row.candidateCount,
})

export async function listCertifications(db: DbOrTx) {
  return { certifications: (await repository.listCertifications(db)).map(certificationToWire) }
}

async function readCertification(db: DbOrTx, id: number) {
  const row = await repository.findCertification(db, id)
  if (!row) throw notFound('Certification')
  return certificationToWire(row)
}

export async function saveCertification(
  deps: ReferenceEditingDeps,
  actor: AuditActor,
  id: number | null,
  body: AdminCertificationBody,
) {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? null : await readCertification(tx, id)
    const savedId = await repository.saveCertification(tx, id, {
      name: body.name,
      nameEn: body.name_en,
      category: body.category as CertificationCategory,
      position: body.position,
    })
    const after = await readCertification(tx, savedId)
    if (before && after.candidate_count > 0) {
      await enqueueCandidateDocumentRefresh(deps.jobs, tx, { certification: savedId })
    }
    await recordAudit(tx, actor, {
      action: before ? 'certification.updated' : 'certification.created',
      recordType: 'certification',
      recordId: savedId,
      before,
      after,
    })
    return after
  })
  deps.jobs.wake(CANDIDATE_DOCUMENTS_REFRESH_JOB)
  return saved
}
