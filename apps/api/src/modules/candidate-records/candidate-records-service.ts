import {
  type BulkCandidateLabelResult,
  type CandidateLabels,
  type CandidateMark,
  type CandidateNote,
  type CandidateNoteCreateBody,
  type CandidateProfileRequestList,
  type CandidateRecruiterInfos,
  type CareerInfoStep,
  LABELS_MAX,
  type Label,
  type LabelBody,
  type LabelList,
  type LabelRef,
  PROFILE_REQUEST_SECTION_STEPS,
  PROFILE_REQUEST_SECTIONS,
  type ProfileRequest,
  type ProfileRequestBody,
  type ProfileRequestSection,
  type RecordAuthor,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import { candidateStocks, type DbOrTx, hiddenCandidates } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import type { CreateOutcome } from '../../lib/serve-endpoint.ts'
import { enqueueMail, MAIL_DELIVER_JOB, type MailDependencies } from '../mail/mail-service.ts'
import * as repository from './candidate-records-repository.ts'
import { composeProfileRequestMail } from './profile-request-mail.ts'

// A candidate the organisation may not see and a record of another organisation answer the same
// 404, so an answer never tells whether an id exists elsewhere or whom a candidate blocked.
const candidateNotFound = () => notFound('Candidate')
const recordNotFound = (what: string) => notFound(what)

const iso = (value: Date) => value.toISOString()

function authorOf(id: number | null, name: string | null): RecordAuthor | null {
  return id === null ? null : { id, display_name: name ?? '' }
}

// Stock and hidden ---------------------------------------------------------------------------

const toMark = (row: repository.MarkRow): CandidateMark => ({
  id: row.id,
  candidate_id: row.candidateUserId,
  created_at: iso(row.createdAt),
})

async function createMark(
  db: DbOrTx,
  table: repository.MarkTable,
  { organisationId, userId }: RecruiterContext,
  candidateId: number,
): Promise<CreateOutcome<CandidateMark>> {
  const created = await repository.insertMark(db, table, { organisationId, candidateId, userId })
  const row = await repository.findMark(db, table, organisationId, candidateId)
  if (!row) throw candidateNotFound()
  return { record: toMark(row), created: created !== undefined }
}

async function deleteMark(
  db: DbOrTx,
  table: repository.MarkTable,
  { organisationId }: RecruiterContext,
  id: number,
  what: string,
): Promise<void> {
  if (!(await repository.deleteMark(db, table, organisationId, id))) throw recordNotFound(what)
}

/** Stocks the candidate; one already stocked answers that stock. */
export const createCandidateStock = (db: DbOrTx, caller: RecruiterContext, candidateId: number) =>
  createMark(db, candidateStocks, caller, candidateId)

export const deleteCandidateStock = (db: DbOrTx, caller: RecruiterContext, id: number) =>
  deleteMark(db, candidateStocks, caller, id, 'Candidate stock')

/** Hides the candidate from the organisation's searches; one already hidden answers that record. */
export const createHiddenCandidate = (db: DbOrTx, caller: RecruiterContext, candidateId: number) =>
  createMark(db, hiddenCandidates, caller, candidateId)

export const deleteHiddenCandidate = (db: DbOrTx, caller: RecruiterContext, id: number) =>
  deleteMark(db, hiddenCandidates, caller, id, 'Hidden candidate')

// Notes --------------------------------------------------------------------------------------

function toNote(row: repository.NoteRow, caller: RecruiterContext): CandidateNote {
  return {
    id: row.id,
    candidate_id: row.candidateUserId,
    body: row.body,
    author: authorOf(row.authorUserId, row.authorName),
    editable: row.authorUserId === caller.userId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }
}

/**
 * Writes a note on the candidate. A retry with the same client_request_id answers the note the
 * first request wrote, whatever its body now is.
 */
export async function createCandidateNote(
  db: DbOrTx,
  caller: RecruiterContext,
  body: CandidateNoteCreateBody,
): Promise<CreateOutcome<CandidateNote>> {
  const clientRequestId = body.client_request_id ?? null
  const id = await repository.insertNote(db, {
    organisationId: caller.organisationId,
    candidateId: body.candidate_id,
    userId: caller.userId,
    body: body.body,
    clientRequestId,
  })
  const row =
    id !== undefined
      ? await repository.findNote(db, caller.organisationId, id)
      : clientRequestId !== null
        ? await repository.findNoteOfRequest(db, caller.organisationId, clientRequestId)
        : undefined
  if (!row) throw candidateNotFound()
  return { record: toNote(row, caller), created: id !== undefined }
}

/**
 * Changes a note's body. Notes are the organisation's shared record with their author's name on
 * them, so only the author may change one; a co-worker's note answers 404 like a foreign one.
 */
export async function updateCandidateNote(
  db: DbOrTx,
  caller: RecruiterContext,
  id: number,
  body: string,
): Promise<CandidateNote> {
  const changed = await repository.updateOwnNote(db, {
    organisationId: caller.organisationId,
    userId: caller.userId,
    id,
    body,
  })
  const row = changed ? await repository.findNote(db, caller.organisationId, id) : undefined
  if (!row) throw recordNotFound('Candidate note')
  return toNote(row, caller)
}

// Labels -------------------------------------------------------------------------------------

const toLabel = (row: repository.LabelWithCountRow): Label => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  candidate_count: Number(row.candidateCount),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
})

const labelNotFound = () => recordNotFound('Label')

const labelNameTaken = () =>
  new AppError('validationFailed', 'The organisation has a label of this name', [
    fieldIssue(['body', 'name'], VALIDATION_MESSAGES.labelNameTaken),
  ])

/** Names differing only in surrounding spaces look the same in every list: they are one name. */
const labelValues = (body: LabelBody) => ({ name: body.name.trim(), colour: body.colour })

export async function listLabels(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
): Promise<LabelList> {
  const rows = await repository.listLabels(db, organisationId)
  return { labels: rows.map(toLabel) }
}

async function readLabel(db: DbOrTx, organisationId: number, id: number): Promise<Label> {
  const row = await repository.findLabelWithCount(db, organisationId, id)
  if (!row) throw labelNotFound()
  return toLabel(row)
}

/** Adds a label: its name unique in the organisation, at most LABELS_MAX of them. */
export async function createLabel(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  body: LabelBody,
): Promise<Label> {
  const values = labelValues(body)
  const id = await repository.withOrganisationLock(db, organisationId, async (tx) => {
    if ((await repository.countLabels(tx, organisationId)) >= LABELS_MAX) {
      throw new AppError('validationFailed', 'The organisation has as many labels as allowed', [
        fieldIssue(['body', 'name'], VALIDATION_MESSAGES.labelLimit, { max: LABELS_MAX }),
      ])
    }
    const inserted = await repository.insertLabel(tx, organisationId, values)
    if (inserted === undefined) throw labelNameTaken()
    return inserted
  })
  return readLabel(db, organisationId, id)
}

export async function updateLabel(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
  body: LabelBody,
): Promise<Label> {
  let updated: boolean
  try {
    updated = await repository.updateLabel(db, organisationId, id, labelValues(body))
  } catch (error) {
    if (isUniqueViolation(error)) throw labelNameTaken()
    throw error
  }
  if (!updated) throw labelNotFound()
  return readLabel(db, organisationId, id)
}

/** Deletes the label; the candidates carrying it lose it with it. */
export async function deleteLabel(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
): Promise<void> {
  if (!(await repository.deleteLabel(db, organisationId, id))) throw labelNotFound()
}

async function candidateLabels(
  db: DbOrTx,
  organisationId: number,
  candidateId: number,
): Promise<CandidateLabels> {
  const rows = await repository.listCandidateLabels(db, organisationId, [candidateId])
  return {
    candidate_id: candidateId,
    labels: rows.map((row): LabelRef => ({ id: row.id, name: row.name, colour: row.colour })),
  }
}

/** Both must be there for the organisation, the candidate first: an unseen one is the answer. */
async function requireCandidateAndLabel(
  db: DbOrTx,
  organisationId: number,
  candidateId: number,
  labelId: number,
) {
  if (!(await repository.isVisibleCandidate(db, organisationId, candidateId))) {
    throw candidateNotFound()
  }
  if (!(await repository.isOwnLabel(db, organisationId, labelId))) throw labelNotFound()
}

/** Puts the label on the candidate (no change if it is there); answers the candidate's labels. */
export async function addCandidateLabel(
  db: DbOrTx,
  { organisationId, userId }: RecruiterContext,
  candidateId: number,
  labelId: number,
): Promise<CandidateLabels> {
  await requireCandidateAndLabel(db, organisationId, candidateId, labelId)
  await repository.attachLabel(db, {
    labelId,
    organisationId,
    userId,
    candidateIds: [candidateId],
  })
  return candidateLabels(db, organisationId, candidateId)
}

/** Takes the label off the candidate (no change if it is not there); answers the candidate's labels. */
export async function removeCandidateLabel(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  candidateId: number,
  labelId: number,
): Promise<CandidateLabels> {
  await requireCandidateAndLabel(db, organisationId, candidateId, labelId)
  await repository.detachLabel(db, { labelId, organisationId, candidateIds: [candidateId] })
  return candidateLabels(db, organisationId, candidateId)
}

function bulkResult(requested: readonly number[], changed: readonly number[]) {
  const seen = new Set(changed)
  const unique = [...new Set(requested)]
  return {
    applied: seen.size,
    skipped_ids: unique.filter((id) => !seen.has(id)),
  } satisfies BulkCandidateLabelResult
}

/**
 * Puts the label on a selection of candidates in one statement. Candidates the organisation may
 * not see are left alone and reported, so one of them does not fail the whole selection.
 */
export async function addLabelToCandidates(
  db: DbOrTx,
  { organisationId, userId }: RecruiterContext,
  labelId: number,
  candidateIds: readonly number[],
): Promise<BulkCandidateLabelResult> {
  if (!(await repository.isOwnLabel(db, organisationId, labelId))) throw labelNotFound()
  const ids = [...new Set(candidateIds)]
  const changed = await repository.attachLabel(db, {
    labelId,
    organisationId,
    userId,
    candidateIds: ids,
  })
  return bulkResult(ids, changed)
}

/** Takes the label off a selection of candidates in one statement; unseen ones are reported. */
export async function removeLabelFromCandidates(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  labelId: number,
  candidateIds: readonly number[],
): Promise<BulkCandidateLabelResult> {
  if (!(await repository.isOwnLabel(db, organisationId, labelId))) throw labelNotFound()
  const ids = [...new Set(candidateIds)]
  const changed = await repository.detachLabel(db, { labelId, organisationId, candidateIds: ids })
  return bulkResult(ids, changed)
}

// Profile requests ---------------------------------------------------------------------------

export interface ProfileRequestDeps {
  mail: MailDependencies & { config: MailDependencies['config'] & { publicBaseUrl: string } }
}

const toProfileRequest = (row: repository.ProfileRequestWithRequesterRow): ProfileRequest => ({
  id: row.id,
  candidate_id: row.candidateUserId,
  section: row.section,
  requester: authorOf(row.requesterUserId, row.requesterName),
  created_at: iso(row.createdAt),
})

/**
 * Asks the candidate to complete a section and mails them, in one transaction: the mail exists
 * exactly when the request does. An open request for the same section answers that request and
 * mails nothing again.
 */
export async function createProfileRequest(
  deps: ProfileRequestDeps,
  { organisationId, userId }: RecruiterContext,
  body: ProfileRequestBody,
): Promise<CreateOutcome<ProfileRequest>> {
  const { db } = deps.mail.database
  const where = { candidateId: body.candidate_id, section: body.section }
  const created = await db.transaction(async (tx) => {
    const id = await repository.insertProfileRequest(tx, {
      organisationId,
      candidateId: body.candidate_id,
      userId,
      section: body.section,
    })
    if (id === undefined) return false
    const mailing = await repository.findProfileRequestMailing(
      tx,
      organisationId,
      body.candidate_id,
    )
    // The insert saw the candidate and the organisation in this same transaction.
    if (!mailing) throw new Error(`No candidate ${body.candidate_id} to mail`)
    const mail = composeProfileRequestMail({
      to: mailing.email,
      organisationName: mailing.organisationName,
      section: body.section,
      baseUrl: deps.mail.config.publicBaseUrl,
    })
    await enqueueMail(deps.mail, mail, { tx })
    return true
  })
  if (created && deps.mail.config.smtpUrl) deps.mail.jobs.wake(MAIL_DELIVER_JOB)
  const row = await repository.findProfileRequest(db, organisationId, where)
  if (!row) throw candidateNotFound()
  return { record: toProfileRequest(row), created }
}

export async function deleteProfileRequest(
  db: DbOrTx,
  { organisationId }: RecruiterContext,
  id: number,
): Promise<void> {
  if (!(await repository.deleteProfileRequest(db, organisationId, id))) {
    throw recordNotFound('Profile request')
  }
}

/** The candidate's own open requests, with the organisation asking. */
export async function listOwnProfileRequests(
  db: DbOrTx,
  candidateId: number,
): Promise<CandidateProfileRequestList> {
  const rows = await repository.listRequestsToCandidate(db, candidateId)
  return {
    profile_requests: rows.map((row) => ({
      id: row.id,
      section: row.section,
      organisation_name: row.organisationName,
      organisation_name_en: row.organisationNameEn,
      created_at: iso(row.createdAt),
    })),
  }
}

/**
 * The sections a registration step's form saves. The resume is edited on step 5 but saved by its
 * own upload, so saving the step does not complete it.
 */
export function sectionsSavedByStep(step: CareerInfoStep): ProfileRequestSection[] {
  return PROFILE_REQUEST_SECTIONS.filter(
    (section) => section !== 'resume' && PROFILE_REQUEST_SECTION_STEPS[section] === step,
  )
}

/**
 * Ends the candidate's open requests for the sections they just saved, from every organisation.
 * Called by the profile save paths (a registration step, the self PR, the resume upload).
 */
export function clearProfileRequests(
  db: DbOrTx,
  candidateId: number,
  sections: readonly ProfileRequestSection[],
): Promise<number> {
  return repository.deleteRequestsForSections(db, candidateId, sections)
}

// Recruiter infos ----------------------------------------------------------------------------

/**
 * Everything the organisation recorded about the candidate, and nothing of the candidate's own:
 * marks first (which also says whether the organisation may see them), then the lists.
 */
export async function getCandidateRecruiterInfos(
  db: DbOrTx,
  caller: RecruiterContext,
  candidateId: number,
): Promise<CandidateRecruiterInfos> {
  const { organisationId } = caller
  const marks = await repository.findCandidateMarks(db, organisationId, candidateId)
  if (!marks) throw candidateNotFound()
  const [labelRows, notes, requests, scouts] = await Promise.all([
    repository.listCandidateLabels(db, organisationId, [candidateId]),
    repository.listNotes(db, organisationId, candidateId),
    repository.listProfileRequests(db, organisationId, candidateId),
    repository.listScoutHistory(db, organisationId, candidateId),
  ])
  return {
    candidate_id: candidateId,
    stock_id: marks.stockId,
    hidden_candidate_id: marks.hiddenId,
    labels: labelRows.map((row): LabelRef => ({ id: row.id, name: row.name, colour: row.colour })),
    notes: notes.map((row) => toNote(row, caller)),
    profile_requests: requests.map(toProfileRequest),
    scouts: scouts.map((row) => ({
      id: row.id,
      sender: authorOf(row.senderUserId, row.senderName),
      title: row.title,
      sent_at: iso(row.sentAt),
      selection_status: row.selectionStatus,
      send_state: row.sendState,
      replied_at: row.repliedAt ? iso(row.repliedAt) : null,
      declined_at: row.declinedAt ? iso(row.declinedAt) : null,
      decline_reason: row.declineReason,
      is_self_apply: row.selfApplyId !== null,
    })),
  }
}
