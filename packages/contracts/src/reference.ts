import { z } from 'zod'
import { UNIVERSITY_LOOKUP_LIMIT } from './constants.ts'
import { pageQuerySchema, paginationSchema, queryStringForm } from './pagination.ts'
import { choice } from './validation/fields.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { numberSchema, numericInput } from './validation/number.ts'
import { hiraganaCheck, requiredText } from './validation/text.ts'

// Reference lists of the public catalogue (spec section 7: industries, languages, major_types,
// message_templates, prefectures, certifications, universities/suggest) and universities named by id. Small,
// read-mostly and cacheable.

export const referenceIndustrySchema = z
  .object({ id: z.number().int(), name: z.string(), name_en: z.string() })
  .meta({ id: 'ReferenceIndustry' })
export type ReferenceIndustry = z.infer<typeof referenceIndustrySchema>

export const referenceLanguageSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), name_en: z.string() })
  .meta({ id: 'ReferenceLanguage' })
export type ReferenceLanguage = z.infer<typeof referenceLanguageSchema>

export const referenceMajorTypeSchema = z
  .object({ id: z.number().int(), name: z.string(), name_en: z.string() })
  .meta({ id: 'ReferenceMajorType' })
export type ReferenceMajorType = z.infer<typeof referenceMajorTypeSchema>

/** A short reply of the platform's that a candidate may start a scout reply from. */
export const referenceMessageTemplateSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string(),
    body: z.string(),
    body_en: z.string(),
  })
  .meta({ id: 'ReferenceMessageTemplate' })
export type ReferenceMessageTemplate = z.infer<typeof referenceMessageTemplateSchema>

/** A prefecture by its JIS code; 48 is overseas and comes last. */
export const referencePrefectureSchema = z
  .object({ id: z.number().int(), name: z.string(), name_en: z.string(), region: z.string() })
  .meta({ id: 'ReferencePrefecture' })
export type ReferencePrefecture = z.infer<typeof referencePrefectureSchema>

export const referenceCertificationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    category: z.string(),
  })
  .meta({ id: 'ReferenceCertification' })
export type ReferenceCertification = z.infer<typeof referenceCertificationSchema>

export const referenceUniversitySchema = z
  .object({ id: z.number().int(), name: z.string(), name_kana: z.string(), name_en: z.string() })
  .meta({ id: 'ReferenceUniversity' })
export type ReferenceUniversity = z.infer<typeof referenceUniversitySchema>

export const industriesResponseSchema = z
  .object({ industries: z.array(referenceIndustrySchema) })
  .meta({ id: 'ReferenceIndustriesResponse' })
export const languagesResponseSchema = z
  .object({ languages: z.array(referenceLanguageSchema) })
  .meta({ id: 'ReferenceLanguagesResponse' })
export const majorTypesResponseSchema = z
  .object({ major_types: z.array(referenceMajorTypeSchema) })
  .meta({ id: 'ReferenceMajorTypesResponse' })
export const messageTemplatesResponseSchema = z
  .object({ message_templates: z.array(referenceMessageTemplateSchema) })
  .meta({ id: 'ReferenceMessageTemplatesResponse' })
export const prefecturesResponseSchema = z
  .object({ prefectures: z.array(referencePrefectureSchema) })
  .meta({ id: 'ReferencePrefecturesResponse' })
export const certificationsResponseSchema = z
  .object({ certifications: z.array(referenceCertificationSchema) })
  .meta({ id: 'ReferenceCertificationsResponse' })
export const universitiesSuggestResponseSchema = z
  .object({ universities: z.array(referenceUniversitySchema) })
  .meta({ id: 'ReferenceUniversitiesSuggestResponse' })

/** Most universities a suggestion answers with. */
export const UNIVERSITY_SUGGEST_LIMIT = 10

export const universitiesSuggestQuerySchema = z.object({
  keyword: stringInput().max(100).optional().default(''),
})

/**
 * GET /client/universities: a `keyword` to suggest universities for (the profile form, the
 * school filter of member search), or the ids (`ids=1,2,3`, or repeated) of the universities to
 * name, as a saved search or a search's address keeps them; with ids the keyword is not read. A
 * value that is not an id, or more than
 * UNIVERSITY_LOOKUP_LIMIT of them, is refused with the field named rather than dropped, since
 * the caller would otherwise show a school as unknown without knowing why.
 */
export const recruiterUniversitiesQuerySchema = queryStringForm(
  z.object({
    keyword: stringInput().max(100).optional(),
    ids: z.array(idSchema()).max(UNIVERSITY_LOOKUP_LIMIT).optional(),
  }),
)

// Reference lists as administrators keep them (/admin/universities, /admin/certifications) -------

/** The fields certifications are grouped by. */
export const CERTIFICATION_CATEGORIES = [
  'accounting',
  'finance',
  'legal',
  'hr',
  'it',
  'management',
  'medical',
  'real_estate',
] as const
export type CertificationCategory = (typeof CERTIFICATION_CATEGORIES)[number]

/** The highest list position a certification may take. */
export const REFERENCE_POSITION_MAX = 9999

/** A university: its name, its reading in hiragana and its English name. */
export const adminUniversityBodySchema = z
  .object({
    name: requiredText(),
    name_kana: requiredText().check(hiraganaCheck()),
    name_en: requiredText(),
  })
  .meta({ id: 'AdminUniversityBody' })
export type AdminUniversityBody = z.infer<typeof adminUniversityBodySchema>

export const adminUniversityListQuerySchema = pageQuerySchema.extend({
  keyword: stringInput().max(100).optional(),
})

export const adminUniversitySchema = referenceUniversitySchema
  .extend({
    /** Candidates whose education names it. */
    candidate_count: z.number().int(),
  })
  .meta({ id: 'AdminUniversity' })

export const adminUniversityListSchema = z
  .object({ universities: z.array(adminUniversitySchema), pagination: paginationSchema })
  .meta({ id: 'AdminUniversityList' })

/** A certification: its name in both languages, its field and its place in the lists. */
export const adminCertificationBodySchema = z
  .object({
    name: requiredText(),
    name_en: requiredText(),
    category: choice(CERTIFICATION_CATEGORIES),
    position: numericInput(numberSchema({ min: 0, max: REFERENCE_POSITION_MAX, integer: true })),
  })
  .meta({ id: 'AdminCertificationBody' })
export type AdminCertificationBody = z.infer<typeof adminCertificationBodySchema>

export const adminCertificationSchema = referenceCertificationSchema
  .extend({
    position: z.number().int(),
    /** Candidates who hold it. */
    candidate_count: z.number().int(),
  })
  .meta({ id: 'AdminCertification' })

export const adminCertificationListSchema = z
  .object({ certifications: z.array(adminCertificationSchema) })
  .meta({ id: 'AdminCertificationList' })
