import { z } from 'zod'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'

// Columns (articles), their tags and tag categories: the public calls of spec section 7.

const localisedName = {
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
}

export const columnTagCategoryRefSchema = z
  .object(localisedName)
  .meta({ id: 'ColumnTagCategoryRef' })

/** A tag as a column shows it. */
export const columnTagRefSchema = z
  .object({ ...localisedName, tag_category_id: z.number().int() })
  .meta({ id: 'ColumnTagRef' })

/** The agent firm that wrote a column. */
export const columnAgentRefSchema = z.object(localisedName).meta({ id: 'ColumnAgentRef' })

/** A column as lists show it. Only published columns whose publication time has come. */
export const columnSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    summary: z.string(),
    /** Site-relative or absolute image path; null when the column has none. */
    thumbnail: z.string().nullable(),
    published_at: z.string(),
    /** The byline as the editor wrote it (may be empty). */
    author: z.string(),
    agent: columnAgentRefSchema.nullable(),
    tags: z.array(columnTagRefSchema),
  })
  .meta({ id: 'ColumnSummary' })
export type ColumnSummary = z.infer<typeof columnSummarySchema>

/** The neighbour of a column in publication order. */
export const columnNeighbourSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    published_at: z.string(),
  })
  .meta({ id: 'ColumnNeighbour' })

/**
 * A whole column. `body` is HTML that the API has sanitised: only headings, paragraphs, lists,
 * links, emphasis, images, tables and quotations remain. It is the one text a page may render
 * as HTML.
 */
export const columnDetailSchema = columnSummarySchema
  .extend({
    body: z.string(),
    updated_at: z.string(),
    view_count: z.number().int(),
    /** The column published just before this one, and just after it. */
    previous_column: columnNeighbourSchema.nullable(),
    next_column: columnNeighbourSchema.nullable(),
    /** The most read other columns. */
    popular_columns: z.array(columnSummarySchema),
  })
  .meta({ id: 'ColumnDetail' })
export type ColumnDetail = z.infer<typeof columnDetailSchema>

const optionalId = idSchema().optional()

/** Filters of GET /columns. `selected=true` keeps the editors' selected columns. */
export const columnListQuerySchema = pageQuerySchema.extend({
  tag_id: optionalId,
  agent_id: optionalId,
  selected: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})
export type ColumnListQuery = z.infer<typeof columnListQuerySchema>

/** GET /search_columns: space-separated keywords, all of which must match. */
export const columnSearchQuerySchema = pageQuerySchema.extend({
  keyword: stringInput().max(255).optional().default(''),
})

export const columnListSchema = z
  .object({ columns: z.array(columnSummarySchema), pagination: paginationSchema })
  .meta({ id: 'ColumnList' })
export type ColumnList = z.infer<typeof columnListSchema>

export const pickupColumnListSchema = z
  .object({ columns: z.array(columnSummarySchema) })
  .meta({ id: 'PickupColumnList' })

/** A tag with its category and how many published columns carry it. */
export const tagSchema = z
  .object({
    ...localisedName,
    tag_category: columnTagCategoryRefSchema,
    column_count: z.number().int(),
  })
  .meta({ id: 'ColumnTag' })
export type Tag = z.infer<typeof tagSchema>

export const tagListSchema = z.object({ tags: z.array(tagSchema) }).meta({ id: 'ColumnTagList' })

/** A tag category with its tags (each with its published column count), in editors' order. */
export const tagCategorySchema = z
  .object({
    ...localisedName,
    tags: z.array(z.object({ ...localisedName, column_count: z.number().int() })),
  })
  .meta({ id: 'ColumnTagCategory' })
export type TagCategory = z.infer<typeof tagCategorySchema>

export const tagCategoryListSchema = z
  .object({ tag_categories: z.array(tagCategorySchema) })
  .meta({ id: 'ColumnTagCategoryList' })
