import { z } from 'zod'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import {
  PUBLICATION_STATES,
  PUBLICATION_STATUSES,
  publicationFields,
  publicationStateQuery,
} from './publication.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
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

export const adminColumnBodySchema = z
  .object({
    title: requiredText(),
    title_en: textSchema().default(''),
    summary: textSchema({ max: COLUMN_SUMMARY_MAX_LENGTH, allowEmoji: true }).default(''),
    body: requiredText({ max: COLUMN_BODY_MAX_LENGTH, allowEmoji: true }),
    author_name: textSchema().default(''),
    ...publicationFields(),
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
  state: publicationStateQuery(),
})

export const adminColumnRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    state: z.enum(PUBLICATION_STATES),
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
    status: z.enum(PUBLICATION_STATUSES),
    state: z.enum(PUBLICATION_STATES),
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
