import { z } from 'zod'
import {
  COMPANY_TYPE_TENDENCIES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  PERSONAL_DATA_REQUEST_KINDS,
  PERSONAL_DATA_REQUEST_STATES,
  PERSONAL_DATA_REQUEST_TEXT_MAX_LENGTH,
  PROFILE_LEVELS,
} from './candidate-constants.ts'
import {
  careerSchema,
  educationSchema,
  experienceSchema,
  languageSkillSchema,
} from './candidate-profile.ts'
import { namedRecordSchema, pageQuerySchema, paginationSchema } from './pagination.ts'
import { choice } from './validation/fields.ts'
import { idSchema } from './validation/id.ts'
import { reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { requiredCheck, requiredText, textSchema } from './validation/text.ts'

/**
 * A candidate as a recruiter sees them. `contact` (name, e-mail, phone) is null until the
 * candidate is matched with the recruiter's organisation; the same serializer answers the
 * candidate's own preview, so what they are shown is exactly what recruiters get.
 */
export const recruiterCandidateViewSchema = z
  .object({
    id: z.number().int(),
    is_matched: z.boolean(),
    contact: z
      .object({
        full_name: z.string(),
        full_name_kana: z.string().nullable(),
        email: z.string(),
        phone: z.string().nullable(),
      })
      .nullable(),
    resume_available: z.boolean().meta({ description: 'Downloadable only after a match' }),
    age: z.number().int().nullable(),
    gender: z.enum(GENDERS).nullable(),
    prefecture: namedRecordSchema.nullable(),
    current_annual_income: z.number().int().nullable(),
    request_annual_income: z.number().int().nullable(),
    careers: z.array(careerSchema.omit({ id: true })),
    experiences: z.array(experienceSchema),
    educations: z.array(educationSchema.omit({ id: true })),
    language_skills: z.array(languageSkillSchema),
    toeic_score: z.number().int().nullable(),
    toefl_score: z.number().int().nullable(),
    toefl_itp_score: z.number().int().nullable(),
    certifications: z.array(namedRecordSchema),
    wish_industries: z.array(namedRecordSchema),
    wish_job_types: z.array(namedRecordSchema),
    company_type_tendencies: z.array(z.enum(COMPANY_TYPE_TENDENCIES)),
    job_change_timing: z.enum(JOB_CHANGE_TIMINGS).nullable(),
    self_pr: z.string(),
    skill: z.string(),
    career_wish: z.string(),
    profile_level: z.enum(PROFILE_LEVELS),
  })
  .meta({ id: 'RecruiterCandidateView' })
export type RecruiterCandidateView = z.infer<typeof recruiterCandidateViewSchema>

/**
 * A candidate as a row of search results shows them: who (the name only once matched, as in the
 * whole view), the facts a recruiter scans a list by, and the job held now (or started last).
 * The rest of the profile is the candidate page's, read when the recruiter opens it.
 */
export const recruiterCandidateSummarySchema = z
  .object({
    id: z.number().int(),
    is_matched: z.boolean(),
    full_name: z.string().nullable().meta({ description: 'Null until matched' }),
    age: z.number().int().nullable(),
    gender: z.enum(GENDERS).nullable(),
    prefecture: namedRecordSchema.nullable(),
    current_annual_income: z.number().int().nullable(),
    request_annual_income: z.number().int().nullable(),
    latest_career: z.object({ company_name: z.string(), position: z.string() }).nullable(),
    job_change_timing: z.enum(JOB_CHANGE_TIMINGS).nullable(),
  })
  .meta({ id: 'RecruiterCandidateSummary' })
export type RecruiterCandidateSummary = z.infer<typeof recruiterCandidateSummarySchema>

export const recruiterViewQuerySchema = z.object({
  matched: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})

export const companyBlockSchema = z
  .object({
    id: z.number().int(),
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      name_en: z.string().nullable(),
      logo_path: z.string().nullable(),
    }),
    created_at: z.string(),
  })
  .meta({ id: 'CompanyBlock' })
export type CompanyBlock = z.infer<typeof companyBlockSchema>

export const companyBlockListSchema = z
  .object({ company_blocks: z.array(companyBlockSchema) })
  .meta({ id: 'CompanyBlockList' })

export const companyBlockBodySchema = z
  .object({
    company_id: idSchema(),
  })
  .meta({ id: 'CompanyBlockBody' })

/** Deleting the account asks for the password again. */
export const accountDeletionBodySchema = z
  .object({ password: stringInput().check(requiredCheck()) })
  .meta({ id: 'AccountDeletionBody' })

// Requests about personal data -------------------------------------------------------------------

/**
 * POST /candidate/personal_data_requests. `client_request_id` is chosen by the page per draft:
 * sending the same one again answers the request already received.
 */
export const personalDataRequestBodySchema = z
  .object({
    kind: choice(PERSONAL_DATA_REQUEST_KINDS),
    body: requiredText({ max: PERSONAL_DATA_REQUEST_TEXT_MAX_LENGTH, allowEmoji: true }),
    client_request_id: stringInput().min(8).max(100),
  })
  .meta({ id: 'PersonalDataRequestBody' })
export type PersonalDataRequestBody = z.infer<typeof personalDataRequestBodySchema>

/** A request as its candidate sees it. */
export const personalDataRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(PERSONAL_DATA_REQUEST_KINDS),
    body: z.string(),
    state: z.enum(PERSONAL_DATA_REQUEST_STATES),
    /** The platform's answer, once it gave one. */
    response: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PersonalDataRequest' })
export type PersonalDataRequest = z.infer<typeof personalDataRequestSchema>

export const personalDataRequestListSchema = z
  .object({ personal_data_requests: z.array(personalDataRequestSchema) })
  .meta({ id: 'PersonalDataRequestList' })

export const adminPersonalDataRequestListQuerySchema = pageQuerySchema.extend({
  state: z.enum(PERSONAL_DATA_REQUEST_STATES).optional().catch(undefined),
  kind: z.enum(PERSONAL_DATA_REQUEST_KINDS).optional().catch(undefined),
})

/** A request as administrators handle it: with the candidate it comes from. */
export const adminPersonalDataRequestSchema = personalDataRequestSchema
  .extend({
    /** Null once the candidate deleted the account. */
    candidate: z
      .object({ id: z.number().int(), full_name: z.string().nullable(), email: z.string() })
      .nullable(),
    handled_at: z.string().nullable(),
  })
  .meta({ id: 'AdminPersonalDataRequest' })
export type AdminPersonalDataRequest = z.infer<typeof adminPersonalDataRequestSchema>

export const adminPersonalDataRequestListSchema = z
  .object({
    personal_data_requests: z.array(adminPersonalDataRequestSchema),
    pagination: paginationSchema,
  })
  .meta({ id: 'AdminPersonalDataRequestList' })

/**
 * PUT /admin/personal_data_requests/{id}: the new state and the answer the candidate is mailed;
 * declining needs the reason.
 */
export const personalDataRequestUpdateBodySchema = z
  .object({
    state: choice(PERSONAL_DATA_REQUEST_STATES),
    response: textSchema({ max: PERSONAL_DATA_REQUEST_TEXT_MAX_LENGTH, allowEmoji: true }).default(
      '',
    ),
  })
  .check((payload) => {
    const { state, response } = payload.value
    if (state === 'declined' && response.trim() === '') {
      reportIssue(payload, response, VALIDATION_MESSAGES.required, undefined, ['response'])
    }
  })
  .meta({ id: 'PersonalDataRequestUpdateBody' })
export type PersonalDataRequestUpdateBody = z.infer<typeof personalDataRequestUpdateBodySchema>
