import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './catalogue-constants.ts'

/** The pagination object of spec section 3, on every paged list. */
export const paginationSchema = z
  .object({
    current_page: z.number().int(),
    next_page: z.number().int().nullable(),
    prev_page: z.number().int().nullable(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
  })
  .meta({ id: 'Pagination' })
export type Pagination = z.infer<typeof paginationSchema>

/** `page` (from 1) and `per` query parameters of a paged list; bad values fall back, not fail. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  per: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

/** Builds the pagination object for a page of a list of `totalCount` records. */
export function buildPagination(page: number, per: number, totalCount: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalCount / per))
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? Math.min(page - 1, totalPages) : null,
    total_pages: totalPages,
    total_count: totalCount,
  }
}

/** Query values that may arrive once (`a=1`), repeated (`a=1&a=2`) or as `a[]=1`, as ids. */
export const idListQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? value.split(',') : [])
      .map((item) => Number(item))
      .filter((item) => Number.isInteger(item) && item > 0),
  )

/** A localised name pair as every reference record carries it. */
export const namedRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
})

/** The `:id` path parameter of a record: a positive whole number. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() })
