import {
  type CompanyBlock,
  type Gender,
  type JobChangeTiming,
  RESUME_MAX_MB,
  type RecruiterCandidateSummary,
  type RecruiterCandidateView,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@kakehashi/contracts'
import {
  type CandidateProfile,
  type Database,
  type DbOrTx,
  refreshCandidateSearchDocuments,
  verifyPassword,
} from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import type { FileStorage } from '../../lib/file-storage.ts'
import { ensureCandidateProfiles } from '../candidate-profile/candidate-profile-repository.ts'
import {
  getCandidate,
  toCandidate,
  toCandidateTexts,
} from '../candidate-profile/candidate-profile-service.ts'
import { ageOn } from '../candidate-profile/profile-level.ts'
import { clearProfileRequests } from '../candidate-records/candidate-records-service.ts'
import * as repository from './candidate-privacy-repository.ts'
import { sniffResumeType } from './file-type.ts'
import {
  type RecruiterCandidateTexts,
  toRecruiterCandidateSummary,
  toRecruiterCandidateTexts,
  toRecruiterCandidateView,
} from './recruiter-view.ts'

const invalidField = (field: string, key: ValidationMessageKey) =>
  new AppError('validationFailed', 'Invalid field', [fieldIssue(['body', field], key)])

/** The file-size issue carries its limit, so the message can say it. */
export const resumeTooLarge = () =>
  new AppError('validationFailed', 'File too large', [
    fieldIssue(['body', 'file'], VALIDATION_MESSAGES.fileTooLarge, { max: RESUME_MAX_MB }),
  ])

function resumeMetadata(resume: {
  fileName: string
  contentType: string
  byteSize: number
  uploadedAt: Date
}) {
  return {
    file_name: resume.fileName,
    content_type: resume.contentType,
    byte_size: resume.byteSize,
    uploaded_at: resume.uploadedAt.toISOString(),
  }
}

/** A sane download name: path parts and control characters removed, length bounded. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = [...base]
    .filter(
      (character) => character.charCodeAt(0) >= 0x20 && character !== '\u007f' && character !== '"',
    )
    .slice(0, 120)
    .join('')
    .trim()
  return cleaned === '' ? 'resume' : cleaned
}

export async function uploadResume(
  db: DbOrTx,
  storage: FileStorage,
  userId: number,
  upload: { fileName: string; bytes: Buffer },
) {
  if (!(await repository.findLiveCandidate(db, userId))) throw notFound('Candidate')
  const contentType = sniffResumeType(upload.bytes)
  if (!contentType) throw invalidField('file', VALIDATION_MESSAGES.resumeType)
  const storageKey = await storage.put('resumes', upload.bytes, contentType)
  let replaced: string | null
  try {
    replaced = await repository.upsertResume(db, {
      userId,
      storageKey,
      fileName: cleanFileName(upload.fileName),
      contentType,
      byteSize: upload.bytes.length,
    })
  } catch (error) {
    await storage.delete(storageKey)
    throw error
  }
  if (replaced) await storage.delete(replaced)
  await clearProfileRequests(db, userId, ['resume'])
  return resumeMetadata((await repository.findResume(db, userId))!)
}

async function readResume(db: DbOrTx, storage: FileStorage, userId: number) {
  const resume = await repository.findResume(db, userId)
  if (!resume) throw notFound('Resume')
  const bytes = await storage.get(resume.storageKey)
  if (!bytes) throw notFound('Resume')
  return { ...resume, bytes }
}

export const downloadOwnResume = readResume

export async function deleteOwnResume(db: DbOrTx, storage: FileStorage, userId: number) {
  const key = await repository.deleteResume(db, userId)
  if (!key) throw notFound('Resume')
  await storage.delete(key)
}

type RecruiterCandidateSheet = Awaited<
  ReturnType<typeof repository.listRecruiterCandidateSheets>
>[number]

/** The sheets of visible candidates, with an empty profile made for any account without one. */
async function readRecruiterCandidateSheets(
  db: DbOrTx,
  organisationId: number,
  candidateUserIds: readonly number[],
): Promise<(RecruiterCandidateSheet & { profile: CandidateProfile })[]> {
  const hasProfile = (
    row: RecruiterCandidateSheet,
  ): row is RecruiterCandidateSheet & { profile: CandidateProfile } => row.profile !== null
  const rows = await repository.listRecruiterCandidateSheets(db, organisationId, candidateUserIds)
  const withoutProfile = rows.filter((row) => !hasProfile(row)).map((row) => row.user.id)
  if (withoutProfile.length === 0) return rows.filter(hasProfile)
  // Accounts made before profiles existed get their empty row on first use, as on their own
  // pages; only then is the page read twice.
  await ensureCandidateProfiles(db, withoutProfile)
  const reread = await repository.listRecruiterCandidateSheets(db, organisationId, candidateUserIds)
  return reread.filter(hasProfile)
}

/**
 * Candidates as the recruiter's organisation may see them, in the order of `candidateUserIds`,
 * in one round trip whatever the page size. Deleted accounts, other roles and candidates who
 * blocked the organisation's company are left out, exactly like unknown ids.
 */
export async function listRecruiterCandidateViews(
  db: DbOrTx,
  organisationId: number,
  candidateUserIds: readonly number[],
): Promise<RecruiterCandidateView[]> {
  const rows = await readRecruiterCandidateSheets(db, organisationId, candidateUserIds)
  const byId = new Map(rows.map((row) => [row.user.id, row]))
  return candidateUserIds.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const { user, isMatched, ...sheet } = row
    return [toRecruiterCandidateView(toCandidate(user, sheet), { matched: Boolean(isMatched) })]
  })
}

/**
 * The texts member search looks in of the candidates the recruiter's organisation may see, as
 * it may read them (decision 016: excerpts are cut from these, not from whole profiles), in one
 * statement. The same candidates are left out as by listRecruiterCandidateViews.
 */
export async function listRecruiterCandidateTexts(
  db: DbOrTx,
  organisationId: number,
  candidateUserIds: readonly number[],
): Promise<Map<number, RecruiterCandidateTexts>> {
  const rows = await repository.listRecruiterCandidateTexts(db, organisationId, candidateUserIds)
  return new Map(
    rows.map((row) => [
      row.id,
      toRecruiterCandidateTexts(
        {
          full_name: row.fullName,
          full_name_kana: row.fullNameKana,
          ...toCandidateTexts(row.id, {
            ...row,
            selfPr: row.selfPr ?? '',
            skill: row.skill ?? '',
            careerWish: row.careerWish ?? '',
          }),
        },
        { matched: Boolean(row.isMatched) },
      ),
    ]),
  )
}

/**
 * Candidates as a row of search results shows them to the recruiter's organisation, in the
 * order of `candidateUserIds`, in one statement; the same candidates are left out as by
 * listRecruiterCandidateViews.
 */
export async function listRecruiterCandidateSummaries(
  db: DbOrTx,
  organisationId: number,
  candidateUserIds: readonly number[],
): Promise<RecruiterCandidateSummary[]> {
  const rows = await repository.listRecruiterCandidateSummaries(
    db,
    organisationId,
    candidateUserIds,
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return candidateUserIds.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const summary = toRecruiterCandidateSummary(
      {
        id: row.id,
        full_name: row.fullName,
        full_name_kana: row.fullNameKana,
        age: ageOn(row.birthDate),
        gender: row.gender as Gender | null,
        prefecture: row.prefecture && {
          id: row.prefecture.id,
          name: row.prefecture.name,
          name_en: row.prefecture.nameEn,
        },
        current_annual_income: row.currentAnnualIncome,
        request_annual_income: row.requestAnnualIncome,
        latest_career: row.latestCareer && {
          company_name: row.latestCareer.companyName,
          position: row.latestCareer.position,
        },
        job_change_timing: row.jobChangeTiming as JobChangeTiming | null,
      },
      { matched: Boolean(row.isMatched) },
    )
    return [summary]
  })
}

/** One candidate as the recruiter's organisation may see them; anyone else answers 404. */
export async function getRecruiterCandidateView(
  db: DbOrTx,
  organisationId: number,
  candidateUserId: number,
): Promise<RecruiterCandidateView> {
  const [view] = await listRecruiterCandidateViews(db, organisationId, [candidateUserId])
  if (!view) throw notFound('Candidate')
  return view
}

/** The resume of a candidate matched with the recruiter's organisation. */
export async function downloadRecruiterResume(
  db: DbOrTx,
  storage: FileStorage,
  organisationId: number,
  candidateUserId: number,
) {
  const view = await getRecruiterCandidateView(db, organisationId, candidateUserId)
  if (!view.is_matched) throw notFound('Resume')
  return readResume(db, storage, candidateUserId)
}

export async function previewRecruiterView(db: DbOrTx, userId: number, matched: boolean) {
  return toRecruiterCandidateView(await getCandidate(db, userId), { matched })
}

const toBlock = (row: Awaited<ReturnType<typeof repository.listBlocks>>[number]): CompanyBlock => ({
  id: row.id,
  company: {
    id: row.company.id,
    name: row.company.name,
    name_en: row.company.nameEn,
    logo_path: row.company.logoPath,
  },
  created_at: row.createdAt.toISOString(),
})

export async function listBlocks(db: DbOrTx, userId: number) {
  return { company_blocks: (await repository.listBlocks(db, userId)).map(toBlock) }
}

/** Blocks a company once; a repeat answers the existing block. */
export async function blockCompany(db: DbOrTx, userId: number, companyId: number) {
  if (!(await repository.isKnownCompany(db, companyId))) {
    throw invalidField('company_id', VALIDATION_MESSAGES.invalid)
  }
  const created = await repository.insertBlock(db, userId, companyId)
  await refreshCandidateSearchDocuments(db, [userId])
  return { record: toBlock((await repository.findBlock(db, userId, companyId))!), created }
}

export async function unblockCompany(db: DbOrTx, userId: number, blockId: number) {
  if (!(await repository.deleteBlock(db, userId, blockId))) throw notFound('Company block')
  await refreshCandidateSearchDocuments(db, [userId])
}

/** Deletes the account after the password is confirmed; the resume file goes after commit. */
export async function deleteAccount(
  database: Database,
  storage: FileStorage,
  userId: number,
  password: string,
) {
  const candidate = await repository.findLiveCandidate(database.db, userId)
  if (!candidate) throw notFound('Candidate')
  if (!(await verifyPassword(candidate.passwordHash, password))) {
    throw invalidField('password', VALIDATION_MESSAGES.currentPasswordIncorrect)
  }
  const resume = await repository.findResume(database.db, userId)
  await database.db.transaction(async (tx) => {
    await repository.deleteResume(tx, userId)
    await repository.anonymiseCandidate(tx, userId)
    await refreshCandidateSearchDocuments(tx, [userId])
  })
  if (resume) await storage.delete(resume.storageKey)
}
