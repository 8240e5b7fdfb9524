import { z } from 'zod'
import {
  COMPANY_TYPE_TENDENCIES,
  DEGREE_TYPES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  LANGUAGE_LEVELS,
} from './candidate-constants.ts'
import { recruiterCandidateSummarySchema } from './candidate-privacy.ts'
import {
  OVERSEAS_PREFECTURE_ID,
  SCOUT_REACH_DAYS,
  STRING_MAX_LENGTH,
  TEXT_LENGTH_FILTERS,
} from './constants.ts'
import {
  CANDIDATE_SEARCH_PER_PAGE,
  CANDIDATE_SORTS,
  COWORKER_EXCLUSION_NAMES,
  LABEL_COLOURS,
  SELECTION_STATUSES,
} from './member-search-constants.ts'
import { pageQuerySchema, paginationSchema, queryStringForm } from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { annualIncomeSchema, numberSchema, scoreSchema } from './validation/number.ts'
import { textSchema } from './validation/text.ts'

// Member search (spec sections 1, 3, 5, 9): what a recruiter searches candidates by, as JSON (a
// saved search keeps it) and as a query string (GET /client/candidates), and what a page of
// results carries. Both spellings are one schema: the query string is read into the JSON form.

const words = textSchema({ max: STRING_MAX_LENGTH }).optional()
const income = annualIncomeSchema().optional()
const age = numberSchema({ min: 15, max: 99, integer: true }).optional()
const ids = z.array(idSchema()).max(100).optional()
const oneOf = (values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((value) => values.includes(value), { error: VALIDATION_MESSAGES.invalid })
    .optional()
const reachDays = oneOf(SCOUT_REACH_DAYS)
const textLength = oneOf(TEXT_LENGTH_FILTERS)

/**
 * What a member search looks for. Keywords: every word of `keyword`, at least one of
 * `keyword_any`, none of `keyword_none`, over work history, self PR, skills, experiences,
 * education, certifications and wishes (decision 011). Lists match when any listed value
 * matches; ranges are inclusive. By default hidden candidates and those the organisation
 * scouted within RECENTLY_SCOUTED_DAYS are left out; `exclude_coworker` leaves out candidates in
 * those states with a co-worker.
 */
export const candidateSearchCriteriaSchema = z
  .object({
    keyword: words,
    keyword_any: words,
    keyword_none: words,
    experience_job_type_ids: ids,
    wish_job_type_ids: ids,
    career_industry_ids: ids,
    wish_industry_ids: ids,
    current_income_min: income,
    current_income_max: income,
    request_income_min: income,
    request_income_max: income,
    age_min: age,
    age_max: age,
    genders: z.array(z.enum(GENDERS)).optional(),
    prefecture_ids: z.array(idSchema({ max: OVERSEAS_PREFECTURE_ID })).optional(),
    language_id: idSchema().optional(),
    language_level: z.enum(LANGUAGE_LEVELS).optional(),
    toeic_min: scoreSchema('toeic').optional(),
    toefl_min: scoreSchema('toefl').optional(),
    toefl_itp_min: scoreSchema('toeflItp').optional(),
    degree_min: z.enum(DEGREE_TYPES).optional(),
    university_ids: ids,
    company_type_tendencies: z.array(z.enum(COMPANY_TYPE_TENDENCIES)).optional(),
    job_change_timings: z.array(z.enum(JOB_CHANGE_TIMINGS)).optional(),
    last_login_within: reachDays,
    updated_within: reachDays,
    career_detail_min: textLength,
    label_ids: ids,
    stocked_only: z.boolean().optional(),
    include_hidden: z.boolean().optional(),
    include_recently_scouted: z.boolean().optional(),
    exclude_coworker: z.array(z.enum(COWORKER_EXCLUSION_NAMES)).optional(),
    sort: z.enum(CANDIDATE_SORTS).optional(),
  })
  .meta({ id: 'CandidateSearchCriteria' })
export type CandidateSearchCriteria = z.infer<typeof candidateSearchCriteriaSchema>

/**
 * GET /client/candidates: the criteria as a query string (lists repeated, `a[]=` or
 * comma-separated), checked by the same rules, plus the page.
 */
export const candidateSearchQuerySchema = queryStringForm(candidateSearchCriteriaSchema).extend({
  page: pageQuerySchema.shape.page,
  per: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .catch(CANDIDATE_SEARCH_PER_PAGE)
    .default(CANDIDATE_SEARCH_PER_PAGE),
})
export type CandidateSearchQuery = z.infer<typeof candidateSearchQuerySchema>

/** A label as a candidate carries it. */
export const labelRefSchema = z
  .object({ id: z.number().int(), name: z.string(), colour: z.enum(LABEL_COLOURS) })
  .meta({ id: 'LabelRef' })
export type LabelRef = z.infer<typeof labelRefSchema>

/** Where of the profile a highlighted excerpt comes from. */
export const HIGHLIGHT_FIELDS = [
  'career',
  'self_pr',
  'skill',
  'career_wish',
  'experience',
  'education',
  'certification',
  'wish',
] as const

/**
 * A passage of the profile where the keywords matched: `ranges` are the [start, end) offsets
 * (UTF-16, as JavaScript strings count) of each matched word in `text`. Excerpts come from the
 * fields above only, with the candidate's name, e-mail and phone blanked out.
 */
export const candidateHighlightSchema = z
  .object({
    field: z.enum(HIGHLIGHT_FIELDS),
    text: z.string(),
    ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
  })
  .meta({ id: 'CandidateHighlight' })
export type CandidateHighlight = z.infer<typeof candidateHighlightSchema>

/** What the recruiter's organisation has recorded about a candidate, as a result row shows it. */
export const candidateOrganisationStateSchema = z
  .object({
    stock_id: z.number().int().nullable(),
    hidden_candidate_id: z.number().int().nullable(),
    labels: z.array(labelRefSchema),
    note_count: z.number().int(),
    /** The most advanced selection status among the organisation's scouts; null if none. */
    selection_status: z.enum(SELECTION_STATUSES).nullable(),
    last_scouted_at: z.string().nullable(),
    /**
     * The candidate joined the Special Scout Week running today: its high-salary threshold
     * (ten-thousand yen), which a special scout to them must reach. Told only to organisations
     * whose contract has the Special Scout Week permission; null otherwise.
     */
    special_scout_week_threshold: z.number().int().nullable(),
  })
  .meta({ id: 'CandidateOrganisationState' })
export type CandidateOrganisationState = z.infer<typeof candidateOrganisationStateSchema>

export const candidateSearchResultSchema = z
  .object({
    candidate: recruiterCandidateSummarySchema,
    highlights: z.array(candidateHighlightSchema),
    organisation_state: candidateOrganisationStateSchema,
    last_login_at: z.string().nullable(),
    profile_updated_at: z.string(),
    registered_at: z.string(),
  })
  .meta({ id: 'CandidateSearchResult' })
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>

/**
 * GET /client/candidates: a page of matches. `pagination.total_count` stops at
 * CANDIDATE_SEARCH_COUNT_CAP and `total_count_capped` says there are more ("1,000+").
 */
export const candidateSearchResponseSchema = z
  .object({
    candidates: z.array(candidateSearchResultSchema),
    pagination: paginationSchema,
    total_count_capped: z.boolean(),
  })
  .meta({ id: 'CandidateSearchResponse' })
export type CandidateSearchResponse = z.infer<typeof candidateSearchResponseSchema>
