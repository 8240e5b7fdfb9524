import { z } from 'zod'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { choice } from './validation/fields.ts'
import { emailSchema } from './validation/formats.ts'
import { requiredText } from './validation/text.ts'

// Moderation (the admin area): anyone may report a job listing; administrators close a listing
// with a reason the organisation is told, or find nothing to do. The 2022 amendment of the
// Employment Security Act asks platforms to correct inaccurate listings promptly.

/** Why a visitor reports a listing. */
export const JOB_REPORT_REASONS = [
  'inaccurate',
  'discriminatory',
  'expired',
  'suspicious',
  'other',
] as const
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number]

/** Where a report stands: waiting, the listing closed, or nothing to do. */
export const JOB_REPORT_STATES = ['open', 'closed', 'dismissed'] as const
export type JobReportState = (typeof JOB_REPORT_STATES)[number]

/** A report's text and a closing reason may be this long. */
export const JOB_REPORT_TEXT_MAX_LENGTH = 2000

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
