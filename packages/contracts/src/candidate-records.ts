import { z } from 'zod'
import { SCOUT_DECLINE_REASONS, SCOUT_SEND_STATES } from './candidate-constants.ts'
import { STRING_MAX_LENGTH } from './constants.ts'
import { labelRefSchema } from './member-search.ts'
import {
  CANDIDATE_BULK_MAX,
  CANDIDATE_NOTE_MAX_LENGTH,
  LABEL_COLOURS,
  PROFILE_REQUEST_SECTIONS,
  SELECTION_STATUSES,
} from './member-search-constants.ts'
import { idSchema } from './validation/id.ts'
import { reportIssue, stringInput, wrongTypeMessage } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { requiredText } from './validation/text.ts'

// What a recruiter's organisation records about a candidate (spec sections 1, 3 and 7): stock,
// hidden, notes, labels and profile requests, and the recruiter infos that gather them with the
// organisation's scouts to the candidate. Every record belongs to one organisation; a candidate
// the organisation may not see (deleted, or blocked its company) answers 404 for all of them.

const candidateId = idSchema()

/** A recruiter of the organisation as co-workers see them: the profile's display name, else the account's name. */
export const recordAuthorSchema = z
  .object({ id: z.number().int(), display_name: z.string() })
  .meta({ id: 'RecordAuthor' })
export type RecordAuthor = z.infer<typeof recordAuthorSchema>

// Stock and hidden ----------------------------------------------------------------------------

/** POST /client/candidate_stocks and /client/hidden_candidates. */
export const candidateRecordBodySchema = z
  .object({ candidate_id: candidateId })
  .meta({ id: 'CandidateRecordBody' })
export type CandidateRecordBody = z.infer<typeof candidateRecordBodySchema>

/** A stocked or hidden candidate of the organisation: the id to delete it by. */
export const candidateMarkSchema = z
  .object({ id: z.number().int(), candidate_id: z.number().int(), created_at: z.string() })
  .meta({ id: 'CandidateMark' })
export type CandidateMark = z.infer<typeof candidateMarkSchema>

// Notes ---------------------------------------------------------------------------------------

const noteBody = () => requiredText({ max: CANDIDATE_NOTE_MAX_LENGTH, allowEmoji: true })

/**
 * POST /client/candidate_notes. `client_request_id` is chosen by the page per draft: sending the
 * same one again answers the note the first request created.
 */
export const candidateNoteCreateBodySchema = z
  .object({
    candidate_id: candidateId,
    body: noteBody(),
    client_request_id: stringInput().min(8).max(100).optional(),
  })
  .meta({ id: 'CandidateNoteCreateBody' })
export type CandidateNoteCreateBody = z.infer<typeof candidateNoteCreateBodySchema>

/** PUT /client/candidate_notes/:id: only the note's author may change it. */
export const candidateNoteUpdateBodySchema = z
  .object({ body: noteBody() })
  .meta({ id: 'CandidateNoteUpdateBody' })
export type CandidateNoteUpdateBody = z.infer<typeof candidateNoteUpdateBodySchema>

/**
 * A note, read by the whole organisation. `author` is null once the author's account is gone;
 * `editable` is true for the caller's own notes (the only ones PUT accepts).
 */
export const candidateNoteSchema = z
  .object({
    id: z.number().int(),
    candidate_id: z.number().int(),
    body: z.string().meta({ description: 'Plain text with line breaks; render as text' }),
    author: recordAuthorSchema.nullable(),
    editable: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CandidateNote' })
export type CandidateNote = z.infer<typeof candidateNoteSchema>

// Labels --------------------------------------------------------------------------------------

/** POST and PUT /client/labels: a name unique in the organisation and a palette colour. */
export const labelBodySchema = z
  .object({
    name: requiredText({ max: STRING_MAX_LENGTH }),
    colour: z.enum(LABEL_COLOURS, { error: wrongTypeMessage(VALIDATION_MESSAGES.required) }),
  })
  .meta({ id: 'LabelBody' })
export type LabelBody = z.infer<typeof labelBodySchema>

/** A label with the number of candidates carrying it (candidates the organisation may see). */
export const labelSchema = labelRefSchema
  .extend({
    candidate_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Label' })
export type Label = z.infer<typeof labelSchema>

/** GET /client/labels: every label of the organisation, by name. */
export const labelListSchema = z.object({ labels: z.array(labelSchema) }).meta({ id: 'LabelList' })
export type LabelList = z.infer<typeof labelListSchema>

/** POST /client/candidates/:id/labels. */
export const candidateLabelBodySchema = z
  .object({ label_id: candidateId })
  .meta({ id: 'CandidateLabelBody' })
export type CandidateLabelBody = z.infer<typeof candidateLabelBodySchema>

/** DELETE /client/candidates/:id/labels/:label_id: the candidate and the label. */
export const candidateLabelParamsSchema = z.object({
  id: idSchema(),
  label_id: idSchema(),
})

/** The labels a candidate carries in the organisation after a change, by name. */
export const candidateLabelsSchema = z
  .object({ candidate_id: z.number().int(), labels: z.array(labelRefSchema) })
  .meta({ id: 'CandidateLabels' })
export type CandidateLabels = z.infer<typeof candidateLabelsSchema>

/** POST and DELETE /client/candidates/label/:id: at most CANDIDATE_BULK_MAX candidates at once. */
export const bulkCandidateLabelBodySchema = z
  .object({
    candidate_ids: z.array(idSchema()).check((payload) => {
      if (payload.value.length === 0) {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.required)
      } else if (payload.value.length > CANDIDATE_BULK_MAX) {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.selectAtMost, {
          max: CANDIDATE_BULK_MAX,
        })
      }
    }),
  })
  .meta({ id: 'BulkCandidateLabelBody' })
export type BulkCandidateLabelBody = z.infer<typeof bulkCandidateLabelBodySchema>

/**
 * What a bulk change did: `applied` candidates now carry (or no longer carry) the label, counting
 * those that already did; `skipped_ids` are the ids the organisation may not see, left alone.
 */
export const bulkCandidateLabelResultSchema = z
  .object({ applied: z.number().int(), skipped_ids: z.array(z.number().int()) })
  .meta({ id: 'BulkCandidateLabelResult' })
export type BulkCandidateLabelResult = z.infer<typeof bulkCandidateLabelResultSchema>

// Profile requests ----------------------------------------------------------------------------

/** POST /client/profile_requests: ask the candidate to complete one section of their profile. */
export const profileRequestBodySchema = z
  .object({
    candidate_id: candidateId,
    section: z.enum(PROFILE_REQUEST_SECTIONS, {
      error: wrongTypeMessage(VALIDATION_MESSAGES.required),
    }),
  })
  .meta({ id: 'ProfileRequestBody' })
export type ProfileRequestBody = z.infer<typeof profileRequestBodySchema>

/** An open request of the organisation; it ends when deleted or when the candidate saves the section. */
export const profileRequestSchema = z
  .object({
    id: z.number().int(),
    candidate_id: z.number().int(),
    section: z.enum(PROFILE_REQUEST_SECTIONS),
    requester: recordAuthorSchema.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ProfileRequest' })
export type ProfileRequest = z.infer<typeof profileRequestSchema>

/** An open request as the candidate sees it: who asks, and for which section. */
export const candidateProfileRequestSchema = z
  .object({
    id: z.number().int(),
    section: z.enum(PROFILE_REQUEST_SECTIONS),
    organisation_name: z.string(),
    organisation_name_en: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CandidateProfileRequest' })
export type CandidateProfileRequest = z.infer<typeof candidateProfileRequestSchema>

/** GET /candidate/profile_requests: the caller's open requests, newest first. */
export const candidateProfileRequestListSchema = z
  .object({ profile_requests: z.array(candidateProfileRequestSchema) })
  .meta({ id: 'CandidateProfileRequestList' })
export type CandidateProfileRequestList = z.infer<typeof candidateProfileRequestListSchema>

// Recruiter infos -----------------------------------------------------------------------------

export const candidateRecruiterInfosQuerySchema = z.object({
  candidate_id: idSchema(),
})
export type CandidateRecruiterInfosQuery = z.infer<typeof candidateRecruiterInfosQuerySchema>

/** One scout of the organisation to the candidate, with the co-worker who sent it. */
export const candidateScoutHistoryItemSchema = z
  .object({
    id: z.number().int(),
    sender: recordAuthorSchema.nullable(),
    title: z.string(),
    sent_at: z.string(),
    selection_status: z.enum(SELECTION_STATUSES),
    send_state: z.enum(SCOUT_SEND_STATES),
    replied_at: z.string().nullable(),
    /** The candidate declined it, with this reason. */
    declined_at: z.string().nullable(),
    decline_reason: z.enum(SCOUT_DECLINE_REASONS).nullable(),
    /** The candidate's own application to one of the organisation's jobs; no one sent it. */
    is_self_apply: z.boolean(),
  })
  .meta({ id: 'CandidateScoutHistoryItem' })
export type CandidateScoutHistoryItem = z.infer<typeof candidateScoutHistoryItemSchema>

/**
 * GET /client/candidate_recruiter_infos: everything the organisation recorded about one candidate,
 * nothing of the candidate's own. Notes oldest first; scouts newest first.
 */
export const candidateRecruiterInfosSchema = z
  .object({
    candidate_id: z.number().int(),
    stock_id: z.number().int().nullable(),
    hidden_candidate_id: z.number().int().nullable(),
    labels: z.array(labelRefSchema),
    notes: z.array(candidateNoteSchema),
    profile_requests: z.array(profileRequestSchema),
    scouts: z.array(candidateScoutHistoryItemSchema),
  })
  .meta({ id: 'CandidateRecruiterInfos' })
export type CandidateRecruiterInfos = z.infer<typeof candidateRecruiterInfosSchema>
