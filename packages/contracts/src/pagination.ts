import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './catalogue-constants.ts'
import { type IdOptions, idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { ID_MAX, toRecordId } from './validation/record-id.ts'

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

/**
 * Ids of a list filter (`a=1&a=2`, `a[]=1`, `a=1,2`), up to the column's `max`. A value that is
 * not an id (`toRecordId`) names no record, so it is dropped like any other malformed item.
 */
export function idListQuery({ max = ID_MAX }: IdOptions = {}) {
  return z
    .union([stringInput(), z.array(stringInput())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value ? value.split(',') : [])
        .map((item) => toRecordId(item, max))
        .filter((id) => id !== null),
    )
}

/** The list filter of bigint ids; prefectures (smallint) use `idListQuery({ max: SMALL_ID_MAX })`. */
export const idListQuerySchema = idListQuery()

/** `true`/`1` and `false`/`0` as a query string spells them; anything else means "no filter". */
export const booleanQuerySchema = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .catch(undefined)
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'))

/** A localised name pair as every reference record carries it. */
export const namedRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
})

/** The `:id` path parameter of a record (`idSchema`). */
export const idParamsSchema = z.object({ id: idSchema() })

type QueryStringShape<T extends z.ZodRawShape> = {
  [K in keyof T]: z.ZodType<z.output<T[K]>, string | string[] | undefined>
}

/** The JSON type a field of a criteria schema holds, seen through `optional`. */
function fieldType(schema: z.ZodType): string {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType }
  return def.type === 'optional' && def.innerType ? fieldType(def.innerType) : def.type
}

function elementType(schema: z.ZodType): string {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; element?: z.ZodType }
  if (def.type === 'optional' && def.innerType) return elementType(def.innerType)
  return def.element ? fieldType(def.element) : 'string'
}

const numeric = (text: string) => (/^[-+]?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text)

/**
 * The query-string spelling of a JSON criteria schema, checked by the very same rules: numbers
 * and booleans (`true`/`1`, `false`/`0`) are read from text, lists arrive repeated (`a=1&a=2`),
 * as `a[]=1` or comma-separated, and a blank value means the filter is not set. So a search
 * page and a saved search (which keeps the JSON) cannot drift apart.
 */
export function queryStringForm<T extends z.ZodRawShape>(criteria: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(criteria.shape).map(([key, field]) => {
      const type = fieldType(field as z.ZodType)
      const element = elementType(field as z.ZodType)
      const read = (value: string | string[] | undefined): unknown => {
        if (value === undefined) return undefined
        if (type === 'array') {
          const items = (Array.isArray(value) ? value : value.split(',')).filter(Boolean)
          return element === 'number' ? items.map(numeric) : items
        }
        const text = Array.isArray(value) ? value[0] : value
        if (text === undefined || text === '') return undefined
        if (type === 'number') return numeric(text)
        if (type === 'boolean') {
          return text === 'true' || text === '1'
            ? true
            : text === 'false' || text === '0'
              ? false
              : text
        }
        return text
      }
      return [
        key,
        z
          .union([stringInput(), z.array(stringInput())])
          .optional()
          .transform(read)
          .pipe(field as z.ZodType),
      ]
    }),
  ) as unknown as QueryStringShape<T>
  return z.object(shape)
}
