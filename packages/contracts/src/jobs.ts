import { z } from 'zod'
import {
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  PUBLISHER_TYPES,
  SALARY_DISPLAY_OPTIONS,
} from './catalogue-constants.ts'
import { namedRecordSchema } from './pagination.ts'

/** A job tag as lists show it. */
export const jobInfoTagSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), name_en: z.string() })
  .meta({ id: 'JobInfoTag' })

export const jobTypeRefSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    path: z.string(),
    name: z.string(),
    name_en: z.string(),
    parent_id: z.number().int().nullable(),
  })
  .meta({ id: 'JobTypeRef' })

/**
 * A job as every list shows it (search results, rankings, a company's or agent's jobs, a
 * column's related jobs). `company.name` is already the public display name: 社名非公開 when the
 * publisher hides the company.
 */
export const jobInfoSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    position: z.string(),
    company: z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      name_en: z.string().nullable(),
      logo_path: z.string().nullable(),
    }),
    publisher_type: z.enum(PUBLISHER_TYPES),
    industry: namedRecordSchema.nullable(),
    prefecture: namedRecordSchema.nullable(),
    job_types: z.array(jobTypeRefSchema),
    job_info_tags: z.array(jobInfoTagSchema),
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    salary_display_option: z.enum(SALARY_DISPLAY_OPTIONS),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    status: z.enum(JOB_STATUSES),
    published_at: z.string().nullable(),
    recruitment_end_on: z.string().nullable(),
    /** Published within the last NEW_LABEL_DAYS days. */
    new_label_target: z.boolean(),
    stock_count: z.number().int(),
  })
  .meta({ id: 'JobInfoSummary' })
export type JobInfoSummary = z.infer<typeof jobInfoSummarySchema>
