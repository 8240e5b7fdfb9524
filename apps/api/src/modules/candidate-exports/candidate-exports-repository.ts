import { CANDIDATE_EXPORT_KEEP_DAYS } from '@kakehashi/contracts'
import {
  candidateExports,
  candidateMatches,
  candidateNotes,
  candidateProfiles,
  type DbOrTx,
  jobInfos,
  prefectures,
  recruiterProfiles,
  scouts,
  selfApplies,
  users,
} from '@kakehashi/db'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { recruiterDisplayName } from '../../lib/recruiter-name.ts'
import { visibleTo } from '../candidate-privacy/candidate-privacy-repository.ts'

// The organisation's CSV exports and the matched candidates they hold. Every statement is
// scoped by the organisation, so another organisation's export is not found.

const requester = alias(users, 'requester')
const requesterProfile = alias(recruiterProfiles, 'requester_profile')

const exportColumns = {
  export: candidateExports,
  requesterName: recruiterDisplayName(requester, requesterProfile),
  isDownloadable: sql<boolean>`(${candidateExports.state} = 'done'
    and ${candidateExports.expiresAt} > now())`,
}

function exportQuery(db: DbOrTx) {
  return db
    .select(exportColumns)
    .from(candidateExports)
    .leftJoin(requester, eq(requester.id, candidateExports.requestedByUserId))
    .leftJoin(requesterProfile, eq(requesterProfile.userId, candidateExports.requestedByUserId))
}

export type ExportRow = Awaited<ReturnType<typeof findCandidateExport>> & {}

export async function findCandidateExport(db: DbOrTx, organisationId: number, id: number) {
  const [row] = await exportQuery(db).where(
    and(eq(candidateExports.id, id), eq(candidateExports.organisationId, organisationId)),
  )
  return row ?? null
}

export async function findCandidateExportByRequest(
  db: DbOrTx,
  organisationId: number,
  clientRequestId: string,
) {
  const [row] = await exportQuery(db).where(
    and(
      eq(candidateExports.organisationId, organisationId),
      eq(candidateExports.clientRequestId, clientRequestId),
    ),
  )
  return row ?? null
}

/** The new export's id; null when the organisation already has one of this request id. */
export async function insertCandidateExport(
  db: DbOrTx,
  values: {
    organisationId: number
    requestedByUserId: number
    clientRequestId: string
    locale: 'ja' | 'en'
  },
) {
  const [row] = await db
    .insert(candidateExports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: candidateExports.id })
  return row?.id ?? null
}

export function listCandidateExports(db: DbOrTx, organisationId: number, window: PageWindow) {
  return exportQuery(db)
    .where(eq(candidateExports.organisationId, organisationId))
    .orderBy(desc(candidateExports.requestedAt), desc(candidateExports.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countCandidateExports(db: DbOrTx, organisationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(candidateExports)
    .where(eq(candidateExports.organisationId, organisationId))
  return row?.total ?? 0
}

/** The matches an export writes: the organisation's, with candidates it may still see. */
const exportedMatches = (organisationId: number) =>
  and(eq(candidateMatches.organisationId, organisationId), visibleTo(organisationId))!

export async function countMatchedCandidates(db: DbOrTx, organisationId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(candidateMatches)
    .innerJoin(users, eq(users.id, candidateMatches.candidateUserId))
    .where(exportedMatches(organisationId))
  return row?.total ?? 0
}

/**
 * Takes an export for writing: a waiting one, or one whose writer stopped half way (the job is
 * retried after a crash), which starts again from the first row. Null when it is written
 * already, failed, or gone.
 */
export async function startCandidateExport(db: DbOrTx, id: number) {
  const [row] = await db
    .update(candidateExports)
    .set({ state: 'running', startedAt: sql`now()`, rowsWritten: 0 })
    .where(and(eq(candidateExports.id, id), inArray(candidateExports.state, ['queued', 'running'])))
    .returning({
      organisationId: candidateExports.organisationId,
      requestedByUserId: candidateExports.requestedByUserId,
      locale: candidateExports.locale,
    })
  return row ?? null
}

export async function recordExportTotal(db: DbOrTx, id: number, totalRows: number) {
  await db.update(candidateExports).set({ totalRows }).where(eq(candidateExports.id, id))
}

export async function recordExportProgress(db: DbOrTx, id: number, rowsWritten: number) {
  await db
    .update(candidateExports)
    .set({ rowsWritten })
    .where(and(eq(candidateExports.id, id), eq(candidateExports.state, 'running')))
}

/** The file is written: kept for CANDIDATE_EXPORT_KEEP_DAYS from now. */
export async function finishCandidateExport(
  db: DbOrTx,
  id: number,
  file: { key: string; bytes: number; rows: number },
) {
  const [row] = await db
    .update(candidateExports)
    .set({
      state: 'done',
      fileKey: file.key,
      fileBytes: file.bytes,
      rowsWritten: file.rows,
      totalRows: file.rows,
      finishedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${CANDIDATE_EXPORT_KEEP_DAYS})`,
    })
    .where(and(eq(candidateExports.id, id), eq(candidateExports.state, 'running')))
    .returning({ id: candidateExports.id })
  return row !== undefined
}

export async function failCandidateExport(db: DbOrTx, id: number) {
  await db
    .update(candidateExports)
    .set({ state: 'failed', finishedAt: sql`now()` })
    .where(and(eq(candidateExports.id, id), inArray(candidateExports.state, ['queued', 'running'])))
}

/** Files past their 7 days, to delete from the storage. */
export function listExpiredExportFiles(db: DbOrTx, limit: number) {
  return db
    .select({ id: candidateExports.id, fileKey: candidateExports.fileKey })
    .from(candidateExports)
    .where(
      and(
        eq(candidateExports.state, 'done'),
        sql`${candidateExports.fileKey} is not null`,
        sql`${candidateExports.expiresAt} <= now()`,
      ),
    )
    .limit(limit)
}

export async function forgetExportFile(db: DbOrTx, id: number) {
  await db.update(candidateExports).set({ fileKey: null }).where(eq(candidateExports.id, id))
}

const sender = alias(users, 'sender')
const senderProfile = alias(recruiterProfiles, 'sender_profile')
/** The conversation the match came through: its scout, or the self-application's conversation. */
const matchScout = alias(scouts, 'match_scout')

/**
 * Up to `limit` matched candidates after `afterUserId`, in candidate order: the pages of a
 * keyset cursor over the organisation's matches, each a short statement of its own (see
 * decision 029). With what a recruiter needs to contact them, the job and status of the
 * conversation they matched through, and the organisation's notes on them, newest first.
 */
export function readMatchedCandidates(
  db: DbOrTx,
  organisationId: number,
  afterUserId: number,
  limit: number,
) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      fullNameKana: users.fullNameKana,
      email: users.email,
      phone: candidateProfiles.phone,
      birthDate: candidateProfiles.birthDate,
      prefecture: prefectures.name,
      prefectureEn: prefectures.nameEn,
      currentAnnualIncome: candidateProfiles.currentAnnualIncome,
      matchedAt: candidateMatches.matchedAt,
      source: candidateMatches.source,
      jobTitle: jobInfos.title,
      selectionStatus: matchScout.selectionStatus,
      senderName: recruiterDisplayName(sender, senderProfile),
      notes: sql<
        string | null
      >`(select string_agg(n.body, E'\n' order by n.created_at desc, n.id desc)
        from ${candidateNotes} n
        where n.organisation_id = ${organisationId}
          and n.candidate_user_id = ${qualified(users.id)})`,
    })
    .from(candidateMatches)
    .innerJoin(users, eq(users.id, candidateMatches.candidateUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(prefectures, eq(prefectures.id, candidateProfiles.prefectureId))
    .leftJoin(
      matchScout,
      sql`${matchScout.id} = coalesce(${candidateMatches.scoutId}, (select s.id from ${scouts} s
        where s.self_apply_id = ${candidateMatches.selfApplyId}))`,
    )
    .leftJoin(selfApplies, eq(selfApplies.id, candidateMatches.selfApplyId))
    .leftJoin(
      jobInfos,
      sql`${jobInfos.id} = coalesce(${matchScout.jobInfoId}, ${selfApplies.jobInfoId})`,
    )
    .leftJoin(sender, eq(sender.id, matchScout.senderUserId))
    .leftJoin(senderProfile, eq(senderProfile.userId, matchScout.senderUserId))
    .where(
      and(
        exportedMatches(organisationId),
        sql`${candidateMatches.candidateUserId} > ${afterUserId}`,
      ),
    )
    .orderBy(candidateMatches.candidateUserId)
    .limit(limit)
}
