import { z } from 'zod'
import {
  COMPANY_TYPE_TENDENCIES,
  DEGREE_TYPES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  LANGUAGE_LEVELS,
  PROFILE_LEVELS,
  WHAT_TO_DISCUSS,
} from './candidate-constants.ts'
import { namedRecordSchema } from './pagination.ts'
import { phoneSchema, yearMonthSchema } from './validation/formats.ts'
import { idSchema, optionalIdSchema } from './validation/id.ts'
import { reportIssue, stringInput, wrongTypeMessage } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import {
  annualIncomeSchema,
  careerDoneSchema,
  numberSchema,
  numericInput,
  optionalNumericInput,
  toeflItpScoreSchema,
  toeflScoreSchema,
  toeicScoreSchema,
} from './validation/number.ts'
import { SMALL_ID_MAX } from './validation/record-id.ts'
import {
  hiraganaSchema,
  isBlank,
  requiredCheck,
  requiredText,
  textSchema,
} from './validation/text.ts'

// Request bodies are shared by the registration forms (browser) and the API (server), so a rule
// and its message live in one place. Lists are sent whole: saving a step replaces its lists,
// which makes a retried save leave the same state.

/** A choice among fixed values; nothing chosen reads "please enter". */
function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: wrongTypeMessage(VALIDATION_MESSAGES.required) })
}

const idList = z.array(idSchema()).max(100).default([])

/** A year-month that may be left empty: the end of a current job, an unknown graduation. */
const optionalYearMonth = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  yearMonthSchema(),
)

const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** `YYYY-MM-DD` of a real calendar day in the past. */
export const birthDateSchema = stringInput()
  .check(requiredCheck())
  .check((payload) => {
    const value = payload.value
    if (isBlank(value)) return
    const date = new Date(`${value}T00:00:00Z`)
    if (
      !BIRTH_DATE_PATTERN.test(value) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== value ||
      date.getTime() > Date.now()
    ) {
      reportIssue(payload, value, VALIDATION_MESSAGES.invalid)
    }
  })

export const careerInputSchema = z.object({
  company_name: requiredText(),
  position: textSchema(),
  // The industry of the company: recruiters search work histories by it.
  industry_id: optionalIdSchema(),
  started_on: yearMonthSchema({ required: true }),
  // Empty for the current job.
  ended_on: optionalYearMonth,
  description: careerDoneSchema(),
})
export type CareerInput = z.infer<typeof careerInputSchema>

export const experienceInputSchema = z.object({
  job_type_id: idSchema(),
  years: numericInput(numberSchema({ min: 0, max: 60, integer: true })),
})

export const educationInputSchema = z.object({
  degree: choice(DEGREE_TYPES),
  university_id: optionalIdSchema(),
  school_name: textSchema(),
  faculty: textSchema(),
  graduated_on: optionalYearMonth,
})
export type EducationInput = z.infer<typeof educationInputSchema>

export const offerInputSchema = z.object({
  company_name: requiredText(),
  position: textSchema(),
  annual_income: optionalNumericInput(annualIncomeSchema()),
  offered_on: optionalYearMonth,
})
export type OfferInput = z.infer<typeof offerInputSchema>

export const languageSkillInputSchema = z.object({
  language_id: idSchema(),
  level: choice(LANGUAGE_LEVELS),
})

/** Step 1: who the candidate is. */
export const basicInfoBodySchema = z
  .object({
    full_name: requiredText(),
    full_name_kana: hiraganaSchema().check(requiredCheck()),
    gender: choice(GENDERS),
    birth_date: birthDateSchema,
    prefecture_id: idSchema({ max: SMALL_ID_MAX }),
    phone: phoneSchema({ required: true }),
  })
  .meta({ id: 'CandidateBasicInfoBody' })
export type BasicInfoBody = z.infer<typeof basicInfoBodySchema>

/** Step 2: current income, work history and experience by job type. */
export const careersBodySchema = z
  .object({
    current_annual_income: numericInput(annualIncomeSchema()),
    careers: z
      .array(careerInputSchema)
      .max(30)
      .check((payload) => {
        if (payload.value.length === 0) {
          reportIssue(payload, payload.value, VALIDATION_MESSAGES.required)
        }
      }),
    experiences: z.array(experienceInputSchema).max(50).default([]),
  })
  .meta({ id: 'CandidateCareersBody' })
export type CareersBody = z.infer<typeof careersBodySchema>

/** Step 3: education, languages, test scores and certifications. */
export const educationAndSkillsBodySchema = z
  .object({
    educations: z.array(educationInputSchema).max(10).default([]),
    language_skills: z.array(languageSkillInputSchema).max(21).default([]),
    toeic_score: optionalNumericInput(toeicScoreSchema()),
    toefl_score: optionalNumericInput(toeflScoreSchema()),
    toefl_itp_score: optionalNumericInput(toeflItpScoreSchema()),
    certification_ids: idList,
  })
  .meta({ id: 'CandidateEducationAndSkillsBody' })
export type EducationAndSkillsBody = z.infer<typeof educationAndSkillsBodySchema>

/** Step 4: what the candidate wants next. */
export const careerWishBodySchema = z
  .object({
    request_annual_income: numericInput(annualIncomeSchema()),
    wish_industry_ids: idList,
    wish_job_type_ids: idList,
    company_type_tendencies: z.array(z.enum(COMPANY_TYPE_TENDENCIES)).max(6).default([]),
    job_change_timing: choice(JOB_CHANGE_TIMINGS),
    what_to_discuss: z.array(z.enum(WHAT_TO_DISCUSS)).max(3).default([]),
    colleague_scouting: z.boolean().default(false),
    career_wish: textSchema({ max: 1000 }),
  })
  .meta({ id: 'CandidateCareerWishBody' })
export type CareerWishBody = z.infer<typeof careerWishBodySchema>

/** Step 5: the detailed work history (self PR), skills and past offers. */
export const selfPrBodySchema = z
  .object({
    self_pr: careerDoneSchema({ required: true }),
    skill: textSchema({ max: 1000 }),
    offers: z.array(offerInputSchema).max(20).default([]),
  })
  .meta({ id: 'CandidateSelfPrBody' })
export type SelfPrBody = z.infer<typeof selfPrBodySchema>

/** The body of each registration step, by step number. */
export const careerInfoStepSchemas = {
  1: basicInfoBodySchema,
  2: careersBodySchema,
  3: educationAndSkillsBodySchema,
  4: careerWishBodySchema,
  5: selfPrBodySchema,
} as const
export type CareerInfoStepBodies = {
  [K in keyof typeof careerInfoStepSchemas]: z.infer<(typeof careerInfoStepSchemas)[K]>
}

/** PATCH /candidate/candidate_prs/{id}: the self PR alone. */
export const candidatePrBodySchema = z
  .object({ body: careerDoneSchema({ required: true }) })
  .meta({ id: 'CandidatePrBody' })

/** The job-change-timing dialog's answer. */
export const jobChangeTimingBodySchema = z
  .object({ job_change_timing: choice(JOB_CHANGE_TIMINGS) })
  .meta({ id: 'JobChangeTimingBody' })

export const jobChangeTimingDialogSchema = z
  .object({
    show: z.boolean(),
    job_change_timing: z.enum(JOB_CHANGE_TIMINGS).nullable(),
    answered_at: z.string().nullable(),
  })
  .meta({ id: 'JobChangeTimingDialog' })

/** The alliance additional profile: what a partner site did not collect. */
export const allianceAdditionalProfileBodySchema = z
  .object({
    phone: phoneSchema({ required: true }),
    current_annual_income: numericInput(annualIncomeSchema()),
    job_change_timing: choice(JOB_CHANGE_TIMINGS),
  })
  .meta({ id: 'AllianceAdditionalProfileBody' })
export type AllianceAdditionalProfileBody = z.infer<typeof allianceAdditionalProfileBodySchema>

// Responses.

export const careerSchema = z
  .object({
    id: z.number().int(),
    company_name: z.string(),
    position: z.string(),
    industry: namedRecordSchema.nullable(),
    started_on: z.string().meta({ description: 'YYYY-MM' }),
    ended_on: z.string().nullable().meta({ description: 'YYYY-MM; null for the current job' }),
    description: z.string(),
  })
  .meta({ id: 'CandidateCareer' })

export const experienceSchema = z
  .object({ job_type: namedRecordSchema, years: z.number().int() })
  .meta({ id: 'CandidateExperience' })

export const educationSchema = z
  .object({
    id: z.number().int(),
    degree: z.enum(DEGREE_TYPES),
    university: namedRecordSchema.nullable(),
    school_name: z.string(),
    faculty: z.string(),
    graduated_on: z.string().nullable(),
  })
  .meta({ id: 'CandidateEducation' })

export const offerSchema = z
  .object({
    id: z.number().int(),
    company_name: z.string(),
    position: z.string(),
    annual_income: z.number().int().nullable(),
    offered_on: z.string().nullable(),
  })
  .meta({ id: 'CandidateOffer' })

export const languageSkillSchema = z
  .object({ language: namedRecordSchema, level: z.enum(LANGUAGE_LEVELS) })
  .meta({ id: 'CandidateLanguageSkill' })

export const resumeMetadataSchema = z
  .object({
    file_name: z.string(),
    content_type: z.string(),
    byte_size: z.number().int(),
    uploaded_at: z.string(),
  })
  .meta({ id: 'ResumeMetadata' })

/** Why a profile is not yet `full`. */
export const PROFILE_GAPS = ['registration', 'career', 'self_pr_length'] as const
export type ProfileGap = (typeof PROFILE_GAPS)[number]

export const registrationStateSchema = z
  .object({
    step: z.number().int().meta({ description: 'Highest career-info step saved (0 = none)' }),
    next_step: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Where to resume; null when all saved' }),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'RegistrationState' })

/** What the analytics container receives: no name, e-mail, phone or exact birth date. */
export const profileForGtmSchema = z
  .object({
    profile_level: z.enum(PROFILE_LEVELS),
    registration_finished: z.boolean(),
    age_band: z.string().nullable(),
  })
  .meta({ id: 'ProfileForGtm' })

export const candidateSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    full_name_kana: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    birth_date: z.string().nullable(),
    age: z.number().int().nullable(),
    prefecture: namedRecordSchema.nullable(),
    phone: z.string().nullable(),
    annual_income: z.number().int().nullable(),
    current_annual_income: z.number().int().nullable(),
    request_annual_income: z.number().int().nullable(),
    self_pr: z.object({ id: z.number().int(), body: z.string() }),
    skill: z.string(),
    career_wish: z.string(),
    colleague_scouting: z.boolean(),
    company_type_tendencies: z.array(z.enum(COMPANY_TYPE_TENDENCIES)),
    job_change_timing: z.enum(JOB_CHANGE_TIMINGS).nullable(),
    what_to_discuss: z.array(z.enum(WHAT_TO_DISCUSS)),
    toeic_score: z.number().int().nullable(),
    toefl_score: z.number().int().nullable(),
    toefl_itp_score: z.number().int().nullable(),
    careers: z.array(careerSchema),
    experiences: z.array(experienceSchema),
    educations: z.array(educationSchema),
    offers: z.array(offerSchema),
    certifications: z.array(namedRecordSchema),
    language_skills: z.array(languageSkillSchema),
    wish_industries: z.array(namedRecordSchema),
    wish_job_types: z.array(namedRecordSchema),
    resume: resumeMetadataSchema.nullable(),
    profile_level: z.enum(PROFILE_LEVELS),
    missing_for_full: z.array(z.enum(PROFILE_GAPS)),
    career_done_character_count: z.number().int(),
    registration: registrationStateSchema,
    alliance: z.object({ source: z.string().nullable(), completed_at: z.string().nullable() }),
    profile_for_gtm: profileForGtmSchema,
  })
  .meta({ id: 'Candidate' })
export type Candidate = z.infer<typeof candidateSchema>

export const candidateCareersResponseSchema = z
  .object({ careers: z.array(careerSchema), experiences: z.array(experienceSchema) })
  .meta({ id: 'CandidateCareers' })
export const candidateCareerWishesResponseSchema = z
  .object({
    request_annual_income: z.number().int().nullable(),
    wish_industries: z.array(namedRecordSchema),
    wish_job_types: z.array(namedRecordSchema),
    company_type_tendencies: z.array(z.enum(COMPANY_TYPE_TENDENCIES)),
    job_change_timing: z.enum(JOB_CHANGE_TIMINGS).nullable(),
    what_to_discuss: z.array(z.enum(WHAT_TO_DISCUSS)),
    colleague_scouting: z.boolean(),
    career_wish: z.string(),
  })
  .meta({ id: 'CandidateCareerWishes' })
export const candidateCertificationsResponseSchema = z
  .object({ certifications: z.array(namedRecordSchema) })
  .meta({ id: 'CandidateCertifications' })
export const candidateCertificationsBodySchema = z
  .object({ certification_ids: idList })
  .meta({ id: 'CandidateCertificationsBody' })
export const candidateLanguageSkillsResponseSchema = z
  .object({
    language_skills: z.array(languageSkillSchema),
    toeic_score: z.number().int().nullable(),
    toefl_score: z.number().int().nullable(),
    toefl_itp_score: z.number().int().nullable(),
  })
  .meta({ id: 'CandidateLanguageSkills' })
export const candidateLanguageSkillsBodySchema = educationAndSkillsBodySchema
  .pick({ language_skills: true, toeic_score: true, toefl_score: true, toefl_itp_score: true })
  .meta({ id: 'CandidateLanguageSkillsBody' })
export const candidateEducationsResponseSchema = z
  .object({ educations: z.array(educationSchema) })
  .meta({ id: 'CandidateEducations' })
export const candidateEducationsBodySchema = educationAndSkillsBodySchema
  .pick({ educations: true })
  .meta({ id: 'CandidateEducationsBody' })
export const candidateOffersResponseSchema = z
  .object({ offers: z.array(offerSchema) })
  .meta({ id: 'CandidateOffers' })
export const candidateOffersBodySchema = selfPrBodySchema
  .pick({ offers: true })
  .meta({ id: 'CandidateOffersBody' })
export const candidateWishJobTypesResponseSchema = z
  .object({ wish_job_types: z.array(namedRecordSchema) })
  .meta({ id: 'CandidateWishJobTypes' })
export const candidateWishJobTypesBodySchema = z
  .object({ wish_job_type_ids: idList })
  .meta({ id: 'CandidateWishJobTypesBody' })
