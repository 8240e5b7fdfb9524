import { z } from 'zod'
import { COLUMN_STATUSES } from './catalogue-constants.ts'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { choice, emptyToNull } from './validation/fields.ts'
import { idSchema } from './validation/id.ts'
import { reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { requiredText, textSchema } from './validation/text.ts'

// Columns as administrators write them: a rich-text body (sanitised on save with the rules the
// public page renders by), drafts, publication now or at a set time, tags and the editors'
// picks.

/** A column body's HTML may be this long. */
export const COLUMN_BODY_MAX_LENGTH = 100_000
/** A column's summary (lists show it under the title) may be this long. */
export const COLUMN_SUMMARY_MAX_LENGTH = 500
/** Most tags one column carries. */
export const COLUMN_TAGS_MAX = 20

/** Where a column stands for the public: a draft, published at a time to come, or published. */
export const COLUMN_EDITING_STATES = ['draft', 'scheduled', 'published'] as const
export type ColumnEditingState = (typeof COLUMN_EDITING_STATES)[number]

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** `2026-12-01T09:00`, a time in Japan as a date-time field holds it. */
export function isJapanDateTime(value: string): boolean {
  if (!LOCAL_DATE_TIME.test(value)) return false
  return !Number.isNaN(new Date(`${value}+09:00`).getTime())
}

/** When a published column appears; empty means now. */
const publishedAt = z.preprocess(
  emptyToNull,
  stringInput()
    .check((payload) => {
      if (!isJapanDateTime(payload.value)) {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.invalid)
      }
    })
    .nullable(),
)

export const adminColumnBodySchema = z
  .object({
    title: requiredText(),
    title_en: textSchema().default(''),
    summary: textSchema({ max: COLUMN_SUMMARY_MAX_LENGTH, allowEmoji: true }).default(''),
    body: requiredText({ max: COLUMN_BODY_MAX_LENGTH, allowEmoji: true }),
    author_name: textSchema().default(''),
    status: choice(COLUMN_STATUSES),
    /** Japan time; a time to come schedules the publication. */
    published_at: publishedAt.default(null),
    is_pickup: z.boolean().default(false),
    is_selected: z.boolean().default(false),
    tag_ids: z.array(idSchema()).max(COLUMN_TAGS_MAX).default([]),
  })
  .meta({ id: 'AdminColumnBody' })
export type AdminColumnBody = z.infer<typeof adminColumnBodySchema>

/** POST /admin/columns: the column and `client_request_id`, chosen per draft. */
export const adminColumnCreateBodySchema = adminColumnBodySchema
  .extend({ client_request_id: stringInput().min(8).max(100) })
  .meta({ id: 'AdminColumnCreateBody' })

export const adminColumnListQuerySchema = pageQuerySchema.extend({
  state: z.enum(COLUMN_EDITING_STATES).optional().catch(undefined),
})

export const adminColumnRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    state: z.enum(COLUMN_EDITING_STATES),
    published_at: z.string().nullable(),
    is_pickup: z.boolean(),
    is_selected: z.boolean(),
    view_count: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminColumnRow' })

export const adminColumnListSchema = z
  .object({ columns: z.array(adminColumnRowSchema), pagination: paginationSchema })
  .meta({ id: 'AdminColumnList' })

export const adminColumnSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    summary: z.string(),
    /** As stored: sanitised on save. */
    body: z.string(),
    author_name: z.string(),
    status: z.enum(COLUMN_STATUSES),
    state: z.enum(COLUMN_EDITING_STATES),
    /** Japan time, `YYYY-MM-DDTHH:mm`, as the form's field takes it. */
    published_at: z.string().nullable(),
    is_pickup: z.boolean(),
    is_selected: z.boolean(),
    tag_ids: z.array(z.number().int()),
    public_path: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminColumn' })
export type AdminColumn = z.infer<typeof adminColumnSchema>
