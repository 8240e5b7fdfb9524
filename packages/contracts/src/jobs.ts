import { z } from 'zod'
import {
  EMPLOYMENT_TYPES,
  JOB_SORT_TYPES,
  JOB_STATUSES,
  PUBLISHER_TYPES,
  SALARY_DISPLAY_OPTIONS,
  SELF_APPLY_STATUSES,
} from './catalogue-constants.ts'
import { ANNUAL_INCOME_MAX, STRING_MAX_LENGTH } from './constants.ts'
import {
  idListQuery,
  idListQuerySchema,
  namedRecordSchema,
  pageQuerySchema,
  paginationSchema,
} from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { SMALL_ID_MAX } from './validation/record-id.ts'
import { textSchema } from './validation/text.ts'

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

// Search ------------------------------------------------------------------------------------

/**
 * A search counts its matches up to this many and no further: past it `total_count` is this
 * figure and `total_count_capped` is true, which pages show as "1,000+". Counting every match of
 * a common word over the whole catalogue would cost more than the page of results itself.
 */
export const JOB_SEARCH_COUNT_CAP = 1000

/** Most saved search conditions one candidate keeps; saving another answers 422. */
export const JOB_SEARCH_CONDITIONS_MAX = 20

const optionalIdQuery = idSchema().optional()
const salaryQuery = z.coerce.number().int().min(0).max(ANNUAL_INCOME_MAX).optional()

/**
 * The criteria of a job search, shared by GET /job_infos and GET /search_job_infos.
 *
 * - Id lists (`job_type_ids`, `industry_ids`, `prefecture_ids`, `job_info_tag_ids`) arrive once,
 *   repeated, comma separated or as `job_type_ids[]=1&job_type_ids[]=2`. Within a list any id
 *   matches (OR), except job info tags, which must all be on the job (AND). A parent job type
 *   also matches jobs of its child types.
 * - `keyword`: words separated by spaces (full-width too), all of which must match (AND), in
 *   any width, case or kana script; an English word such as IR matches only as a whole word.
 * - Salaries are in 万円 (10,000 yen). `salary_min=X` keeps jobs that can pay X or more: their
 *   `salary_max` (their `salary_min` when they state no maximum) is at least X. `salary_max=Y`
 *   keeps jobs whose range starts at Y or less: their `salary_min` (else `salary_max`) is at
 *   most Y. A job stating no salary at all is left out of any salary filter.
 * - `sort`: recommend (editorial score), newest (publication), popular (last week's views,
 *   stocks and applications), annual_income_desc (by the top of the range), annual_income_asc
 *   (by the bottom of the range); jobs without a salary come last in both income sorts.
 */
export const jobSearchQuerySchema = z
  .object({
    keyword: stringInput().max(STRING_MAX_LENGTH).optional(),
    company_id: optionalIdQuery,
    agent_id: optionalIdQuery,
    job_type_ids: idListQuerySchema,
    industry_ids: idListQuerySchema,
    prefecture_ids: idListQuery({ max: SMALL_ID_MAX }),
    job_info_tag_ids: idListQuerySchema,
    employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
    salary_min: salaryQuery,
    salary_max: salaryQuery,
    sort: z.enum(JOB_SORT_TYPES).default('recommend'),
  })
  .extend(pageQuerySchema.shape)
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>

/**
 * GET /job_infos. As in a search, `pagination.total_count` stops at JOB_SEARCH_COUNT_CAP and
 * `total_count_capped` says there are more.
 */
export const jobInfoListResponseSchema = z
  .object({
    job_infos: z.array(jobInfoSummarySchema),
    pagination: paginationSchema,
    total_count_capped: z.boolean(),
  })
  .meta({ id: 'JobInfoListResponse' })
export type JobInfoListResponse = z.infer<typeof jobInfoListResponseSchema>

/** A search result: the summary plus the company logo as the result card shows it. */
export const searchJobInfoSchema = jobInfoSummarySchema
  .extend({
    /** The logo for the result card; null when the company is hidden or shows no logo. */
    company_logo_thumb: z.string().nullable(),
  })
  .meta({ id: 'SearchJobInfo' })
export type SearchJobInfo = z.infer<typeof searchJobInfoSchema>

/**
 * GET /search_job_infos. `pagination.total_count` is the number of matches up to
 * JOB_SEARCH_COUNT_CAP; `total_count_capped` says there are more than that.
 */
export const searchJobInfosResponseSchema = z
  .object({
    job_infos: z.array(searchJobInfoSchema),
    pagination: paginationSchema,
    total_count_capped: z.boolean(),
  })
  .meta({ id: 'SearchJobInfosResponse' })
export type SearchJobInfosResponse = z.infer<typeof searchJobInfosResponseSchema>

/** GET /latest_job_infos and GET /job_infos/special_pickup: a short list, no pages. */
export const jobInfoShortListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
})

export const jobInfoShortListResponseSchema = z
  .object({ job_infos: z.array(jobInfoSummarySchema) })
  .meta({ id: 'JobInfoShortListResponse' })
export type JobInfoShortListResponse = z.infer<typeof jobInfoShortListResponseSchema>

// Detail ------------------------------------------------------------------------------------

export const jobInfoIdParamsSchema = z.object({ id: idSchema() })

/**
 * schema.org JobPosting as Google reads it, built by the server from the job. Put it in a
 * `<script type="application/ld+json">` as is; escape `<` when serialising (the description is
 * HTML). Overseas jobs (prefecture 48) carry no `jobLocation`, whose country the data does not
 * know, and name Japan in `applicantLocationRequirements` instead: the platform recruits there.
 */
export const jobPostingStructuredDataSchema = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('JobPosting'),
    title: z.string(),
    description: z.string(),
    datePosted: z.string(),
    validThrough: z.string().optional(),
    employmentType: z.enum(['FULL_TIME', 'CONTRACTOR']),
    hiringOrganization: z.object({
      '@type': z.literal('Organization'),
      name: z.string(),
      sameAs: z.string().optional(),
      logo: z.string().optional(),
    }),
    jobLocation: z
      .object({
        '@type': z.literal('Place'),
        address: z.object({
          '@type': z.literal('PostalAddress'),
          addressRegion: z.string(),
          addressLocality: z.string().optional(),
          addressCountry: z.literal('JP'),
        }),
      })
      .optional(),
    applicantLocationRequirements: z
      .object({ '@type': z.literal('Country'), name: z.string() })
      .optional(),
    baseSalary: z
      .object({
        '@type': z.literal('MonetaryAmount'),
        currency: z.literal('JPY'),
        value: z.object({
          '@type': z.literal('QuantitativeValue'),
          minValue: z.number().int().optional(),
          maxValue: z.number().int().optional(),
          unitText: z.literal('YEAR'),
        }),
      })
      .optional(),
    identifier: z.object({
      '@type': z.literal('PropertyValue'),
      name: z.string(),
      value: z.string(),
    }),
    directApply: z.boolean(),
    industry: z.string().optional(),
    occupationalCategory: z.string().optional(),
    image: z.string().optional(),
  })
  .meta({ id: 'JobPostingStructuredData' })
export type JobPostingStructuredData = z.infer<typeof jobPostingStructuredDataSchema>

/**
 * GET /job_infos/{id}: every field of a public job. Company fields follow the display rules:
 * when `hide_company` is set, `company.id` is null, `company.name` and `display_company_name`
 * are 社名非公開 and no logo is given; `company.logo_path` is also null when
 * `display_company_logo` is false. `already_applied` and `stock_id` describe the signed-in
 * candidate (false and null for anyone else).
 */
export const jobInfoDetailSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    position: z.string(),
    division: z.string(),
    company: z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      name_en: z.string().nullable(),
      logo_path: z.string().nullable(),
      website_url: z.string().nullable(),
    }),
    display_company_name: z.string(),
    display_company_logo: z.boolean(),
    hide_company: z.boolean(),
    /** The agent profile's id for an agent's job, the company's for a company's (null if hidden). */
    publisher_id: z.number().int().nullable(),
    publisher_type: z.enum(PUBLISHER_TYPES),
    agent: z
      .object({
        id: z.number().int(),
        name: z.string(),
        name_en: z.string().nullable(),
        logo_path: z.string().nullable(),
      })
      .nullable(),
    industry_id: z.number().int().nullable(),
    industry: namedRecordSchema.nullable(),
    job_types: z.array(jobTypeRefSchema),
    prefecture_id: z.number().int().nullable(),
    prefecture: namedRecordSchema.nullable(),
    work_place_description: z.string(),
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    salary_display_option: z.enum(SALARY_DISPLAY_OPTIONS),
    salary_supplement: z.string(),
    job_description: z.string(),
    attraction: z.string(),
    requirement: z.string(),
    welcome_skill: z.string(),
    employment_selection: z.string(),
    /** How far the duties may change (required in Japanese job ads since April 2024). */
    duties_change_scope: z.string(),
    /** How far the place of work may change (as above). */
    workplace_change_scope: z.string(),
    /** The renewal limits of a fixed-term contract; blank for a permanent position. */
    contract_renewal_limit: z.string(),
    status: z.enum(JOB_STATUSES),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    recruitment_start_on: z.string().nullable(),
    recruitment_end_on: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /** The date the ad's information is current as of: its last change. */
    information_as_of: z.string(),
    published_at: z.string().nullable(),
    is_judged: z.boolean(),
    already_applied: z.boolean(),
    /**
     * The signed-in candidate's application to the job: pending review, passed (with the
     * conversation it opened) or rejected (closed); null without one.
     */
    self_apply: z
      .object({ status: z.enum(SELF_APPLY_STATUSES), scout_id: z.number().int().nullable() })
      .nullable(),
    is_rich_page: z.boolean(),
    /** Inside the recruitment period today (Japan time); always true for a job the public sees. */
    during_effective_period: z.boolean(),
    outer_link: z.string().nullable(),
    header_image_path: z.string().nullable(),
    job_info_tags: z.array(jobInfoTagSchema),
    stock_id: z.number().int().nullable(),
    stock_count: z.number().int(),
    canonical_id: z.number().int().nullable(),
    new_label_target: z.boolean(),
    structured_data: jobPostingStructuredDataSchema,
  })
  .meta({ id: 'JobInfoDetail' })
export type JobInfoDetail = z.infer<typeof jobInfoDetailSchema>

// Stocks ------------------------------------------------------------------------------------

/**
 * POST /job_infos/{id}/job_info_stocks (201 when stocked now, 200 when it already was) and
 * DELETE /job_infos/{id}/job_info_stocks (200, also when there was nothing to remove): the
 * caller's stock of the job afterwards, and the job's stock count.
 */
export const jobInfoStockStateSchema = z
  .object({
    job_info_id: z.number().int(),
    stock_id: z.number().int().nullable(),
    stock_count: z.number().int(),
  })
  .meta({ id: 'JobInfoStockState' })
export type JobInfoStockState = z.infer<typeof jobInfoStockStateSchema>

// Saved search conditions -------------------------------------------------------------------

const idList = z.array(idSchema()).max(100).optional()

/**
 * The criteria of a saved search, as JSON: the fields of `jobSearchQuerySchema` without the
 * page, with id lists as arrays of numbers. A page turns them back into a search URL.
 */
export const jobSearchCriteriaSchema = z
  .object({
    keyword: stringInput().max(STRING_MAX_LENGTH).optional(),
    company_id: idSchema().optional(),
    agent_id: idSchema().optional(),
    job_type_ids: idList,
    industry_ids: idList,
    prefecture_ids: z
      .array(idSchema({ max: SMALL_ID_MAX }))
      .max(100)
      .optional(),
    job_info_tag_ids: idList,
    employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
    salary_min: z.number().int().min(0).max(ANNUAL_INCOME_MAX).optional(),
    salary_max: z.number().int().min(0).max(ANNUAL_INCOME_MAX).optional(),
    sort: z.enum(JOB_SORT_TYPES).optional(),
  })
  .meta({ id: 'JobSearchCriteria' })
export type JobSearchCriteria = z.infer<typeof jobSearchCriteriaSchema>

export const jobSearchConditionBodySchema = z
  .object({
    name: textSchema({ required: true }),
    conditions: jobSearchCriteriaSchema,
  })
  .meta({ id: 'JobSearchConditionBody' })
export type JobSearchConditionBody = z.infer<typeof jobSearchConditionBodySchema>

export const jobSearchConditionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    conditions: jobSearchCriteriaSchema,
    created_at: z.string(),
  })
  .meta({ id: 'JobSearchCondition' })
export type JobSearchCondition = z.infer<typeof jobSearchConditionSchema>

export const jobSearchConditionsResponseSchema = z
  .object({ job_search_conditions: z.array(jobSearchConditionSchema) })
  .meta({ id: 'JobSearchConditionsResponse' })

// Banners, related jobs ---------------------------------------------------------------------

export const bannerJobInfosQuerySchema = z
  .object({ keyword: stringInput().max(STRING_MAX_LENGTH).optional() })
  .extend({ page: pageQuerySchema.shape.page })

/**
 * A banner shown above search results when one of the search's keywords equals one of its
 * trigger words (after the same normalisation as search text). Banners of jobs the public
 * cannot see are never shown.
 */
export const bannerJobInfoSchema = z
  .object({
    id: z.number().int(),
    transaction_id: z.string(),
    trigger_words: z.array(z.string()),
    job_info: jobInfoSummarySchema,
  })
  .meta({ id: 'BannerJobInfo' })

/** GET /banner_job_infos?keyword=: BANNER_JOB_INFOS_PER_PAGE (10) a page; none without a keyword. */
export const bannerJobInfosResponseSchema = z
  .object({ banner_job_infos: z.array(bannerJobInfoSchema), pagination: paginationSchema })
  .meta({ id: 'BannerJobInfosResponse' })

export const columnRelatedJobInfosQuerySchema = z.object({
  column_id: idSchema(),
})

// Tags and job types ------------------------------------------------------------------------

export const jobInfoTagsResponseSchema = z
  .object({ job_info_tags: z.array(jobInfoTagSchema) })
  .meta({ id: 'JobInfoTagsResponse' })

/** GET /job_info_tags/stats: how many public jobs carry each tag (every tag, zero included). */
export const jobInfoTagStatsResponseSchema = z
  .object({
    job_info_tag_stats: z.array(
      z.object({ job_info_tag_id: z.number().int(), job_info_count: z.number().int() }),
    ),
  })
  .meta({ id: 'JobInfoTagStatsResponse' })

export const jobTypeNodeSchema = jobTypeRefSchema
  .extend({ children: z.array(jobTypeRefSchema) })
  .meta({ id: 'JobTypeNode' })
export type JobTypeNode = z.infer<typeof jobTypeNodeSchema>

/** GET /job_types: the parents in order, each with its children. */
export const jobTypesResponseSchema = z
  .object({ job_types: z.array(jobTypeNodeSchema) })
  .meta({ id: 'JobTypesResponse' })

/**
 * GET /job_types/stats: public jobs per job type, every type listed. A parent counts each job
 * of itself or of any child once.
 */
export const jobTypeStatsResponseSchema = z
  .object({
    job_type_stats: z.array(
      z.object({ job_type_id: z.number().int(), job_info_count: z.number().int() }),
    ),
  })
  .meta({ id: 'JobTypeStatsResponse' })

// Rankings ----------------------------------------------------------------------------------

export const rankedJobInfoSchema = z
  .object({ rank: z.number().int(), job_info: jobInfoSummarySchema })
  .meta({ id: 'RankedJobInfo' })

/**
 * The latest computed week (`week_start_on`, a Monday in Japan; null before the first
 * computation). A background job computes it every Monday at 00:00 Japan time (and at start-up
 * when the week has none) from the 7 days before: each job scores 1 a view, 5 a stock and 20 an
 * application; the top 50 public jobs with a score are ranked, and the top 20 of each parent job
 * type. Ranks count only jobs still public now, so they run 1, 2, 3... without gaps.
 */
export const weeklyRankingsResponseSchema = z
  .object({
    week_start_on: z.string().nullable(),
    weekly_rankings: z.array(rankedJobInfoSchema),
  })
  .meta({ id: 'WeeklyRankingsResponse' })
export type WeeklyRankingsResponse = z.infer<typeof weeklyRankingsResponseSchema>

/** Either the job type's `path` (as in /job_infos/weekly_ranking/job_types/{job_type_path}) or id. */
export const jobTypeRankingsQuerySchema = z.object({
  job_type_path: stringInput().max(100).optional(),
  job_type_id: idSchema().optional(),
})

/** A parent job type's ranking; a child type's path answers its parent's ranking. */
export const jobTypeRankingsResponseSchema = z
  .object({
    job_type: jobTypeRefSchema,
    week_start_on: z.string().nullable(),
    job_type_rankings: z.array(rankedJobInfoSchema),
  })
  .meta({ id: 'JobTypeRankingsResponse' })
export type JobTypeRankingsResponse = z.infer<typeof jobTypeRankingsResponseSchema>
