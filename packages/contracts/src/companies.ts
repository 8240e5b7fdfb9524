import { z } from 'zod'
import {
  booleanQuerySchema,
  idListQuery,
  idListQuerySchema,
  namedRecordSchema,
  pageQuerySchema,
  paginationSchema,
} from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { SMALL_ID_MAX } from './validation/record-id.ts'

/** Free-text search: space-delimited words, all of which must match. */
const keywordSchema = stringInput().trim().max(255).optional()

export const companyListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  industry_ids: idListQuerySchema,
  prefecture_ids: idListQuery({ max: SMALL_ID_MAX }),
  foreign_affiliated: booleanQuerySchema,
})
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>

/** A company as the list shows it. `public_job_count` counts only jobs the public can see. */
export const companySummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string().nullable(),
    logo_path: z.string().nullable(),
    industry: namedRecordSchema.nullable(),
    prefecture: namedRecordSchema.nullable(),
    description: z.string(),
    description_en: z.string().nullable(),
    employee_count: z.number().int().nullable(),
    is_foreign_affiliated: z.boolean(),
    public_job_count: z.number().int(),
  })
  .meta({ id: 'CompanySummary' })
export type CompanySummary = z.infer<typeof companySummarySchema>

export const companyListResponseSchema = z
  .object({ companies: z.array(companySummarySchema), pagination: paginationSchema })
  .meta({ id: 'CompanyList' })

/** The signed-in candidate's follow of the company, or null (anonymous, not following). */
export const companyFollowRefSchema = z
  .object({ id: z.number().int() })
  .meta({ id: 'CompanyFollowRef' })

export const companyDetailSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string().nullable(),
    name_kana: z.string().nullable(),
    logo_path: z.string().nullable(),
    header_image_path: z.string().nullable(),
    industry: namedRecordSchema.nullable(),
    prefecture: namedRecordSchema.nullable(),
    address: z.string().nullable(),
    description: z.string(),
    description_en: z.string().nullable(),
    business_description: z.string(),
    website_url: z.string().nullable(),
    employee_count: z.number().int().nullable(),
    founded_year: z.number().int().nullable(),
    capital: z.string().nullable(),
    is_foreign_affiliated: z.boolean(),
    public_job_count: z.number().int(),
    follower_count: z.number().int(),
    follow: companyFollowRefSchema.nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'CompanyDetail' })
export type CompanyDetail = z.infer<typeof companyDetailSchema>

export const companySuggestQuerySchema = z.object({ keyword: keywordSchema })

export const companySuggestionSchema = z
  .object({ id: z.number().int(), name: z.string(), name_en: z.string().nullable() })
  .meta({ id: 'CompanySuggestion' })

export const companySuggestResponseSchema = z
  .object({ companies: z.array(companySuggestionSchema) })
  .meta({ id: 'CompanySuggestList' })

/** At most this many names in the suggest box. */
export const COMPANY_SUGGEST_LIMIT = 10

export const companyFollowBodySchema = z
  .object({ company_id: idSchema() })
  .meta({ id: 'CompanyFollowBody' })
export type CompanyFollowBody = z.infer<typeof companyFollowBodySchema>

export const companyFollowSchema = z
  .object({ id: z.number().int(), company_id: z.number().int(), created_at: z.string() })
  .meta({ id: 'CompanyFollow' })
export type CompanyFollow = z.infer<typeof companyFollowSchema>
