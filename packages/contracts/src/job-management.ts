import { z } from 'zod'
import {
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  PUBLISHER_TYPES,
  SALARY_DISPLAY_OPTIONS,
} from './catalogue-constants.ts'
import { STRING_MAX_LENGTH } from './constants.ts'
import { jobInfoTagSchema, jobTypeRefSchema } from './jobs.ts'
import {
  booleanQuerySchema,
  idListQuerySchema,
  namedRecordSchema,
  pageQuerySchema,
  paginationSchema,
} from './pagination.ts'
import {
  choice,
  emptyToNull,
  isCalendarDate,
  optionalDate as optionalDate_,
  optionalUrl as optionalUrl_,
} from './validation/fields.ts'
import { idSchema, optionalIdSchema } from './validation/id.ts'
import { reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { annualIncomeSchema } from './validation/number.ts'
import { SMALL_ID_MAX } from './validation/record-id.ts'
import { isPresent, requiredText, textSchema } from './validation/text.ts'

// Job management (spec sections 2, 3, 4 and 7): a recruiter's organisation writes its job
// postings, publishes them to everyone or to scouts only, extends or closes their recruitment.
// The body schema is shared by the job form (checked before sending) and the API.

/** The states a job can be saved in; `closed` is reached only through the close endpoint. */
export const EDITABLE_JOB_STATUSES = ['draft', 'open', 'open_for_scout'] as const
export type EditableJobStatus = (typeof EDITABLE_JOB_STATUSES)[number]

/** Most job types one job is filed under (at least one). */
export const JOB_TYPES_PER_JOB_MAX = 3

/** The multi-line texts of a job (description, requirements...) may be this long. */
export const JOB_TEXT_MAX_LENGTH = 10_000

/** The outer link may be longer than the common limit: tracking parameters make URLs long. */
export const JOB_OUTER_LINK_MAX_LENGTH = 2000

/** The orders of the recruiter's job list. */
export const JOB_MANAGEMENT_SORTS = ['updated_at', 'created_at', 'recruitment_end_on'] as const
export type JobManagementSort = (typeof JOB_MANAGEMENT_SORTS)[number]

// Body ----------------------------------------------------------------------------------------

const optionalIncome = z.preprocess(
  emptyToNull,
  z
    .preprocess(
      (value) => (typeof value === 'string' ? Number(value.trim()) : value),
      annualIncomeSchema(),
    )
    .nullable(),
)

/** A one-line text: the common length limit, no emoji. */
const line = () => textSchema().default('')
/** A multi-line text of the job's page; emoji are the publisher's choice there. */
const longText = () => textSchema({ max: JOB_TEXT_MAX_LENGTH, allowEmoji: true }).default('')
const requiredLongText = () => requiredText({ max: JOB_TEXT_MAX_LENGTH, allowEmoji: true })

const optionalDate = optionalDate_()
const optionalUrl = optionalUrl_(JOB_OUTER_LINK_MAX_LENGTH)

const idList = z.array(idSchema()).max(100).default([])

/**
 * The whole job form, as PUT /client/job_infos/{id} takes it (replacing every field) and
 * POST /client/job_infos with its request key. The same rules hold in every state, except that a draft may leave the
 * recruitment period empty.
 *
 * - The company: a company's recruiter always publishes for its own company, so `company_id`,
 *   `company_text` and `hide_company` are ignored for them. An agent names the client company,
 *   a company of the catalogue (`company_id`) or a name (`company_text`), one of which is
 *   required (the API answers 422 on `company_id` otherwise), and may hide it: the public then
 *   sees 社名非公開.
 * - Salaries are in 万円; at least one of `salary_min` and `salary_max`, and min ≤ max.
 * - `contract_renewal_limit` is required for a fixed-term contract (`employment_type: contract`).
 * - `recruitment_start_on` ≤ `recruitment_end_on`, both required unless `status` is draft.
 */
const jobInfoFields = z.object({
  title: requiredText(),
  position: line(),
  division: line(),
  company_id: optionalIdSchema().default(null),
  company_text: line(),
  hide_company: z.boolean().default(false),
  industry_id: idSchema(),
  job_type_ids: z.array(idSchema()).check((payload) => {
    if (payload.value.length === 0) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.required)
    } else if (payload.value.length > JOB_TYPES_PER_JOB_MAX) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.selectAtMost, {
        max: JOB_TYPES_PER_JOB_MAX,
      })
    }
  }),
  prefecture_id: idSchema({ max: SMALL_ID_MAX }),
  work_place_description: longText(),
  salary_min: optionalIncome.default(null),
  salary_max: optionalIncome.default(null),
  salary_display_option: choice(SALARY_DISPLAY_OPTIONS).default('annual_income_or_more'),
  salary_supplement: longText(),
  job_description: requiredLongText(),
  attraction: longText(),
  requirement: requiredLongText(),
  welcome_skill: longText(),
  employment_selection: longText(),
  employment_type: choice(EMPLOYMENT_TYPES).default('full_time'),
  duties_change_scope: requiredLongText(),
  workplace_change_scope: requiredLongText(),
  contract_renewal_limit: longText(),
  job_info_tag_ids: idList,
  recruitment_start_on: optionalDate.default(null),
  recruitment_end_on: optionalDate.default(null),
  outer_link: optionalUrl.default(null),
  status: choice(EDITABLE_JOB_STATUSES),
})

/** The rules across fields, the same for a create and an update. */
function checkJobInfo(payload: z.core.ParsePayload<z.infer<typeof jobInfoFields>>) {
  const body = payload.value
  if (body.salary_min === null && body.salary_max === null) {
    reportIssue(payload, null, VALIDATION_MESSAGES.required, undefined, ['salary_min'])
  }
  if (body.salary_min !== null && body.salary_max !== null && body.salary_min > body.salary_max) {
    reportIssue(payload, body.salary_max, VALIDATION_MESSAGES.numberMin, { min: body.salary_min }, [
      'salary_max',
    ])
  }
  if (body.employment_type === 'contract' && !isPresent(body.contract_renewal_limit)) {
    reportIssue(payload, body.contract_renewal_limit, VALIDATION_MESSAGES.required, undefined, [
      'contract_renewal_limit',
    ])
  }
  if (body.status !== 'draft') {
    for (const field of ['recruitment_start_on', 'recruitment_end_on'] as const) {
      if (body[field] === null) {
        reportIssue(payload, null, VALIDATION_MESSAGES.required, undefined, [field])
      }
    }
  }
  const start = body.recruitment_start_on
  const end = body.recruitment_end_on
  if (start && end && isCalendarDate(start) && isCalendarDate(end) && start > end) {
    reportIssue(payload, end, VALIDATION_MESSAGES.dateOrder, undefined, ['recruitment_end_on'])
  }
}

export const jobInfoBodySchema = jobInfoFields.check(checkJobInfo).meta({ id: 'JobInfoBody' })
export type JobInfoBody = z.infer<typeof jobInfoBodySchema>
export type JobInfoBodyInput = z.input<typeof jobInfoBodySchema>

/**
 * POST /client/job_infos: the job form plus `client_request_id`, chosen by the page per draft:
 * sending the same one again answers the job already created instead of creating a second one.
 */
export const jobInfoCreateBodySchema = jobInfoFields
  .extend({ client_request_id: stringInput().min(8).max(100) })
  .check(checkJobInfo)
  .meta({ id: 'JobInfoCreateBody' })
export type JobInfoCreateBody = z.infer<typeof jobInfoCreateBodySchema>
export type JobInfoCreateBodyInput = z.input<typeof jobInfoCreateBodySchema>

// Answers -------------------------------------------------------------------------------------

/** Where a job stands against its recruitment period today (Japan date). */
const periodFields = {
  /** Days until the end date: 0 on the last day, negative once past; null without an end. */
  days_left: z.number().int().nullable(),
  /** Open or scout-only with JOB_EXPIRING_DAYS days or fewer left (not yet past the end). */
  is_expiring: z.boolean(),
  /** Open or scout-only with its end date past: the public no longer sees it. */
  is_expired: z.boolean(),
  /** Open or scout-only, and expired or expiring: the extend endpoint will accept it. */
  can_extend: z.boolean(),
}

/**
 * One row of the recruiter's job list. `display_company_name` is what the public sees
 * (社名非公開 when hidden); counts are the job's stocks and self-applications.
 */
export const jobManagementRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(JOB_STATUSES),
    display_company_name: z.string(),
    hide_company: z.boolean(),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    recruitment_start_on: z.string().nullable(),
    recruitment_end_on: z.string().nullable(),
    ...periodFields,
    created_at: z.string(),
    updated_at: z.string(),
    published_at: z.string().nullable(),
    stock_count: z.number().int(),
    self_apply_count: z.number().int(),
  })
  .meta({ id: 'JobManagementRow' })
export type JobManagementRow = z.infer<typeof jobManagementRowSchema>

/**
 * GET /client/job_infos. Without `status` the list holds every job but the closed ones;
 * `status=closed` is the trash. `expiring=true` keeps the expiring jobs (`is_expiring`: open or
 * scout-only, ending within JOB_EXPIRING_DAYS days). `keyword`: words separated by spaces, all
 * of which must match (as in the public search: title, position, company, place, job types,
 * texts); its matches are counted up to JOB_SEARCH_COUNT_CAP, as the public search counts them.
 * Sorts: latest change first (default), newest first, or the nearest recruitment end first (jobs
 * without an end last).
 */
export const jobManagementListQuerySchema = z
  .object({
    status: z.enum(JOB_STATUSES).optional().catch(undefined),
    expiring: booleanQuerySchema,
    keyword: stringInput().max(STRING_MAX_LENGTH).optional(),
    sort: z.enum(JOB_MANAGEMENT_SORTS).catch('updated_at').default('updated_at'),
  })
  .extend(pageQuerySchema.shape)
export type JobManagementListQuery = z.infer<typeof jobManagementListQuerySchema>

export const jobManagementListResponseSchema = z
  .object({
    job_infos: z.array(jobManagementRowSchema),
    pagination: paginationSchema,
    /** A keyword's matches were counted up to JOB_SEARCH_COUNT_CAP and there are more. */
    total_count_capped: z.boolean(),
    /** The organisation's jobs in each state, whatever the filters, for the list's tabs. */
    status_counts: z.object({
      draft: z.number().int(),
      open: z.number().int(),
      open_for_scout: z.number().int(),
      closed: z.number().int(),
    }),
  })
  .meta({ id: 'JobManagementListResponse' })
export type JobManagementListResponse = z.infer<typeof jobManagementListResponseSchema>

/**
 * GET /client/job_infos/{id}, and the answer of every change: each field of the form as saved
 * (feed them back into the form as they are), plus the names of the chosen records, the state,
 * the dates and the public address.
 */
export const jobManagementDetailSchema = z
  .object({
    id: z.number().int(),
    publisher_type: z.enum(PUBLISHER_TYPES),
    // The form's fields ----------------------------------------------------------------
    title: z.string(),
    position: z.string(),
    division: z.string(),
    company_id: z.number().int().nullable(),
    company_text: z.string(),
    hide_company: z.boolean(),
    industry_id: z.number().int().nullable(),
    job_type_ids: z.array(z.number().int()),
    prefecture_id: z.number().int().nullable(),
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
    employment_type: z.enum(EMPLOYMENT_TYPES),
    duties_change_scope: z.string(),
    workplace_change_scope: z.string(),
    contract_renewal_limit: z.string(),
    job_info_tag_ids: z.array(z.number().int()),
    recruitment_start_on: z.string().nullable(),
    recruitment_end_on: z.string().nullable(),
    outer_link: z.string().nullable(),
    status: z.enum(JOB_STATUSES),
    // What the chosen ids are -----------------------------------------------------------
    /** The hiring company of the catalogue, when one is chosen (always, for a company). */
    company: z
      .object({
        id: z.number().int(),
        name: z.string(),
        name_en: z.string().nullable(),
        logo_path: z.string().nullable(),
      })
      .nullable(),
    /** The name the public sees: 社名非公開 when hidden or absent. */
    display_company_name: z.string(),
    industry: namedRecordSchema.nullable(),
    prefecture: namedRecordSchema.nullable(),
    job_types: z.array(jobTypeRefSchema),
    job_info_tags: z.array(jobInfoTagSchema),
    // State and dates -------------------------------------------------------------------
    ...periodFields,
    /** Only a draft may be deleted; other jobs are closed instead. */
    can_delete: z.boolean(),
    /** Anything but a closed job may be closed. */
    can_close: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    /** When the job first became open; null until then. */
    published_at: z.string().nullable(),
    /** Whether the public sees the job right now (open, published, inside its period). */
    is_public: z.boolean(),
    /** The job's public page, below the site's root: `/job_infos/{id}`. */
    public_path: z.string(),
    stock_count: z.number().int(),
    self_apply_count: z.number().int(),
  })
  .meta({ id: 'JobManagementDetail' })
export type JobManagementDetail = z.infer<typeof jobManagementDetailSchema>

// Job types for the pickers -------------------------------------------------------------------

/** GET /client/job_types: the top-level job types, in order. */
export const jobManagementJobTypesResponseSchema = z
  .object({ job_types: z.array(jobTypeRefSchema) })
  .meta({ id: 'JobManagementJobTypesResponse' })
export type JobManagementJobTypesResponse = z.infer<typeof jobManagementJobTypesResponseSchema>

/**
 * GET /client/job_types/children: the children of the given parents (`parent_ids=1,2`, repeated,
 * or a single `parent_id`), in order; none when no parent is given.
 */
export const jobTypeChildrenQuerySchema = z.object({
  parent_id: idSchema().optional().catch(undefined),
  parent_ids: idListQuerySchema,
})
