import { z } from 'zod'
import {
  JOB_REPORT_REASONS,
  JOB_REPORT_STATES,
  JOB_REPORT_TEXT_MAX_LENGTH,
  RECRUITER_REPORT_REASONS,
  RECRUITER_REPORT_STATES,
} from './moderation-constants.ts'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { choice } from './validation/fields.ts'
import { emailSchema } from './validation/formats.ts'
import { requiredText } from './validation/text.ts'

// Moderation (the admin area): anyone may report a job listing; administrators close a listing
// with a reason the organisation is told, or find nothing to do. The 2022 amendment of the
// Employment Security Act asks platforms to correct inaccurate listings promptly.

/** POST /job_infos/{id}/reports: open to everyone; an address lets the platform answer. */
export const jobReportBodySchema = z
  .object({
    reason: choice(JOB_REPORT_REASONS),
    body: requiredText({ max: JOB_REPORT_TEXT_MAX_LENGTH, allowEmoji: true }),
    email: emailSchema().default(''),
  })
  .meta({ id: 'JobReportBody' })
export type JobReportBody = z.infer<typeof jobReportBodySchema>

export const jobReportListQuerySchema = pageQuerySchema.extend({
  state: z.enum(JOB_REPORT_STATES).optional().catch(undefined),
})

export const jobReportSchema = z
  .object({
    id: z.number().int(),
    reason: z.enum(JOB_REPORT_REASONS),
    body: z.string(),
    reporter_email: z.string().nullable(),
    state: z.enum(JOB_REPORT_STATES),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
    job_info: z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      closed_reason: z.string().nullable(),
      organisation: z.object({ id: z.number().int(), name: z.string() }),
    }),
  })
  .meta({ id: 'JobReport' })

export const jobReportListSchema = z
  .object({ job_info_reports: z.array(jobReportSchema), pagination: paginationSchema })
  .meta({ id: 'JobReportList' })

/** PUT /admin/job_infos/{id}/closure: the reason the organisation is told. */
export const jobClosureBodySchema = z
  .object({
    reason: requiredText({ max: JOB_REPORT_TEXT_MAX_LENGTH, allowEmoji: true }),
  })
  .meta({ id: 'JobClosureBody' })
export type JobClosureBody = z.infer<typeof jobClosureBodySchema>

// Reports of recruiters ---------------------------------------------------------------------------

/**
 * POST /scouts/{id}/recruiter_reports: the candidate reports the recruiter who sent the scout.
 * Reporting the same scout again answers the report already made.
 */
export const recruiterReportBodySchema = z
  .object({
    reason: choice(RECRUITER_REPORT_REASONS),
    body: requiredText({ max: JOB_REPORT_TEXT_MAX_LENGTH, allowEmoji: true }),
  })
  .meta({ id: 'RecruiterReportBody' })
export type RecruiterReportBody = z.infer<typeof recruiterReportBodySchema>

/** What the candidate is told of their report. */
export const recruiterReportReceiptSchema = z
  .object({
    id: z.number().int(),
    reason: z.enum(RECRUITER_REPORT_REASONS),
    state: z.enum(RECRUITER_REPORT_STATES),
    created_at: z.string(),
  })
  .meta({ id: 'RecruiterReportReceipt' })
export type RecruiterReportReceipt = z.infer<typeof recruiterReportReceiptSchema>

export const recruiterReportListQuerySchema = pageQuerySchema.extend({
  state: z.enum(RECRUITER_REPORT_STATES).optional().catch(undefined),
})

export const recruiterReportSchema = z
  .object({
    id: z.number().int(),
    reason: z.enum(RECRUITER_REPORT_REASONS),
    body: z.string(),
    state: z.enum(RECRUITER_REPORT_STATES),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
    /** The scout the report came from; the candidate's identity is not part of a report. */
    scout: z.object({ id: z.number().int(), title: z.string(), sent_at: z.string() }).nullable(),
    recruiter: z.object({
      id: z.number().int(),
      full_name: z.string(),
      email: z.string(),
      suspended: z.boolean(),
      /** Reports of this recruiter still waiting, this one included. */
      open_reports: z.number().int(),
    }),
    organisation: z.object({ id: z.number().int(), name: z.string() }),
  })
  .meta({ id: 'RecruiterReport' })
export type RecruiterReportRecord = z.infer<typeof recruiterReportSchema>

export const recruiterReportListSchema = z
  .object({ recruiter_reports: z.array(recruiterReportSchema), pagination: paginationSchema })
  .meta({ id: 'RecruiterReportList' })
