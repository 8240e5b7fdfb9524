import { z } from 'zod'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { stringInput } from './validation/issues.ts'

// The CSV export of the candidates matched with the organisation (spec sections 1, 4 and 6):
// requested on `/client/scouts/download`, written by a background job, kept for 7 days.

/** Where an export stands: waiting for the job, being written, ready, or failed. */
export const CANDIDATE_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const
export type CandidateExportState = (typeof CANDIDATE_EXPORT_STATES)[number]

/** Days a written export can be downloaded. */
export const CANDIDATE_EXPORT_KEEP_DAYS = 7

/** POST /client/candidates_export_results; a retry with the same id answers the first export. */
export const candidateExportBodySchema = z
  .object({ client_request_id: stringInput().min(8).max(100) })
  .meta({ id: 'CandidateExportBody' })
export type CandidateExportBody = z.infer<typeof candidateExportBodySchema>

export const candidateExportSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(CANDIDATE_EXPORT_STATES),
    /** The candidates the file holds, once the job has counted them. */
    total_rows: z.number().int().nullable(),
    rows_written: z.number().int(),
    file_bytes: z.number().int().nullable(),
    requested_at: z.string(),
    finished_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    /** Whether the file can be downloaded now: written, and not yet past its 7 days. */
    is_downloadable: z.boolean(),
    /** Who asked for it; null once that account is gone. */
    requested_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  })
  .meta({ id: 'CandidateExport' })
export type CandidateExport = z.infer<typeof candidateExportSchema>

export const candidateExportListQuerySchema = pageQuerySchema

/** The organisation's exports, newest first, and whether the caller may ask for one. */
export const candidateExportListSchema = z
  .object({
    candidates_export_results: z.array(candidateExportSchema),
    pagination: paginationSchema,
    /** False for an account without the download permission, or a contract without downloads. */
    can_export: z.boolean(),
  })
  .meta({ id: 'CandidateExportList' })
