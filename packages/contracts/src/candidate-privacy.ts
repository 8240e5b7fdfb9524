import { z } from 'zod'
import {
  COMPANY_TYPE_TENDENCIES,
  GENDERS,
  JOB_CHANGE_TIMINGS,
  PROFILE_LEVELS,
} from './candidate-constants.ts'
import {
  careerSchema,
  educationSchema,
  experienceSchema,
  languageSkillSchema,
} from './candidate-profile.ts'
import { namedRecordSchema } from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { requiredCheck } from './validation/text.ts'

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
