import { z } from 'zod'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import {
  PUBLICATION_STATES,
  PUBLICATION_STATUSES,
  publicationFields,
  publicationStateQuery,
} from './publication.ts'
import { idSchema, optionalIdSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { numberSchema, numericInput } from './validation/number.ts'
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
/** Most jobs shown beneath one column. */
export const COLUMN_RELATED_JOBS_MAX = 10

export const adminColumnBodySchema = z
  .object({
    title: requiredText(),
    title_en: textSchema().default(''),
    summary: textSchema({ max: COLUMN_SUMMARY_MAX_LENGTH, allowEmoji: true }).default(''),
    body: requiredText({ max: COLUMN_BODY_MAX_LENGTH, allowEmoji: true }),
    author_name: textSchema().default(''),
    /** The agent firm that wrote it: the column is listed on the agent's page. */
    agent_id: optionalIdSchema().default(null),
    ...publicationFields(),
    is_pickup: z.boolean().default(false),
    is_selected: z.boolean().default(false),
    tag_ids: z.array(idSchema()).max(COLUMN_TAGS_MAX).default([]),
    /** Public jobs shown beneath the column, in this order. */
    related_job_info_ids: z.array(idSchema()).max(COLUMN_RELATED_JOBS_MAX).default([]),
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
    agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    status: z.enum(PUBLICATION_STATUSES),
    state: z.enum(PUBLICATION_STATES),
    /** Japan time, `YYYY-MM-DDTHH:mm`, as the form's field takes it. */
    published_at: z.string().nullable(),
    is_pickup: z.boolean(),
    is_selected: z.boolean(),
    tag_ids: z.array(z.number().int()),
    /** In the editor's order; a job the public no longer sees is not shown beneath the column. */
    related_job_infos: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        organisation_name: z.string(),
        is_public: z.boolean(),
      }),
    ),
    public_path: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminColumn' })
export type AdminColumn = z.infer<typeof adminColumnSchema>

// Column tags and their categories as administrators keep them (/admin/tags) ---------------------

/** The highest menu position a tag or a category may take. */
export const TAG_POSITION_MAX = 9999

const position = () => numericInput(numberSchema({ min: 0, max: TAG_POSITION_MAX, integer: true }))

/** A tag category: its name in both languages and its place in the menus. */
export const adminTagCategoryBodySchema = z
  .object({ name: requiredText(), name_en: requiredText(), position: position() })
  .meta({ id: 'AdminTagCategoryBody' })
export type AdminTagCategoryBody = z.infer<typeof adminTagCategoryBodySchema>

/** A tag: its category, its name in both languages and its place within the category. */
export const adminTagBodySchema = z
  .object({
    tag_category_id: idSchema(),
    name: requiredText(),
    name_en: requiredText(),
    position: position(),
  })
  .meta({ id: 'AdminTagBody' })
export type AdminTagBody = z.infer<typeof adminTagBodySchema>

export const adminTagSchema = z
  .object({
    id: z.number().int(),
    tag_category_id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    position: z.number().int(),
    /** Columns carrying the tag, drafts included. */
    column_count: z.number().int(),
  })
  .meta({ id: 'AdminTag' })
export type AdminTag = z.infer<typeof adminTagSchema>

export const adminTagCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    position: z.number().int(),
    tags: z.array(adminTagSchema),
  })
  .meta({ id: 'AdminTagCategory' })
export type AdminTagCategory = z.infer<typeof adminTagCategorySchema>

export const adminTagCategoryListSchema = z
  .object({ tag_categories: z.array(adminTagCategorySchema) })
  .meta({ id: 'AdminTagCategoryList' })
