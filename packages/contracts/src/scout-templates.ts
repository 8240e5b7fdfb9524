import { z } from 'zod'
import {
  SCOUT_TEMPLATE_BODY_MAX_LENGTH,
  SCOUT_TEMPLATE_NAME_MAX_LENGTH,
  SCOUT_TEMPLATE_SUBJECT_MAX_LENGTH,
  SCOUT_TEMPLATE_TYPES,
} from './scout-template-constants.ts'
import { stringInput, wrongTypeMessage } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { templateTextSchema } from './validation/template.ts'
import { requiredText } from './validation/text.ts'

// A recruiter organisation's scout templates (spec sections 1, 2 and 3): a name, the mail's
// subject and the scout's body, either for a first scout (normal) or for its resend (remind).
// Subject and body may hold the variables of TEMPLATE_VARIABLES, filled when a scout is sent;
// the job seeker's name only when the scout reaches the candidate, so the organisation's copy
// never holds it before a match. Every recruiter of the organisation reads and edits them.

const templateTypeSchema = z.enum(SCOUT_TEMPLATE_TYPES, {
  error: wrongTypeMessage(VALIDATION_MESSAGES.invalid, VALIDATION_MESSAGES.required),
})

/**
 * POST /client/scout_templates and PUT /client/scout_templates/{id}. `client_request_id`,
 * chosen by the page per draft, makes a retried create answer the template the first one made.
 */
export const scoutTemplateBodySchema = z
  .object({
    template_type: templateTypeSchema,
    name: requiredText({ max: SCOUT_TEMPLATE_NAME_MAX_LENGTH }),
    mail_subject: templateTextSchema({
      required: true,
      max: SCOUT_TEMPLATE_SUBJECT_MAX_LENGTH,
    }),
    body: templateTextSchema({ required: true, max: SCOUT_TEMPLATE_BODY_MAX_LENGTH }),
    client_request_id: stringInput().min(8).max(100).optional(),
  })
  .meta({ id: 'ScoutTemplateBody' })
export type ScoutTemplateBody = z.infer<typeof scoutTemplateBodySchema>
export type ScoutTemplateBodyInput = z.input<typeof scoutTemplateBodySchema>

export const scoutTemplateSchema = z
  .object({
    id: z.number().int(),
    template_type: z.enum(SCOUT_TEMPLATE_TYPES),
    name: z.string(),
    mail_subject: z.string(),
    body: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ScoutTemplate' })
export type ScoutTemplate = z.infer<typeof scoutTemplateSchema>

/** GET /client/scout_templates: the organisation's templates, most recently saved first. */
export const scoutTemplateListSchema = z
  .object({ scout_templates: z.array(scoutTemplateSchema) })
  .meta({ id: 'ScoutTemplateList' })
export type ScoutTemplateList = z.infer<typeof scoutTemplateListSchema>

/** GET /client/scout_templates' query: `template_type` keeps the templates of one type. */
export const scoutTemplateListQuerySchema = z.object({
  template_type: templateTypeSchema.optional(),
})
