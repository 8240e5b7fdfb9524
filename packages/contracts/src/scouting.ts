import { z } from 'zod'
import {
  SCOUT_SEND_STATES,
  SPECIAL_SCOUT_INTERVIEWERS,
  SPECIAL_SCOUT_POSITIONS,
} from './candidate-constants.ts'
import { ANNUAL_INCOME_MAX } from './constants.ts'
import {
  QUICK_SCOUT_DEFAULT_COUNT,
  SCOUT_BODY_MAX_LENGTH,
  SCOUT_BULK_MAX,
  SCOUT_REMIND_BUSINESS_DAYS,
  SCOUT_SKIP_REASONS,
  SCOUT_TEXT_VARIABLES,
  SCOUT_TITLE_MAX_LENGTH,
  SPECIAL_SCOUT_DEFAULT_VALID_DAYS,
  SPECIAL_SCOUT_PITCH_MAX_LENGTH,
  SPECIAL_SCOUT_VALID_DAYS,
} from './scouting-constants.ts'
import { emptyToNull } from './validation/fields.ts'
import { idSchema, optionalIdSchema } from './validation/id.ts'
import { reportIssue, stringInput, wrongTypeMessage } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { numberSchema, numericInput } from './validation/number.ts'
import { scoutPitchSchema, templateTextSchema } from './validation/template.ts'
import { isBlank } from './validation/text.ts'

// Sending scouts (spec sections 1, 4, 8 and 9): a recruiter writes a title and a message about
// one of the organisation's jobs, optionally wrapped in one of its normal templates, and sends it
// to one candidate, to a selection of search results, or (a quick scout) to a saved search's
// newest matches. The job seeker's name stays a variable in what is stored, filled when the
// candidate reads the scout.

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, z.enum(values, { error: VALIDATION_MESSAGES.invalid }).nullable())

const validDaysSchema = numericInput(
  z
    .number({ error: wrongTypeMessage(VALIDATION_MESSAGES.invalid, VALIDATION_MESSAGES.required) })
    .int()
    .refine((value) => (SPECIAL_SCOUT_VALID_DAYS as readonly number[]).includes(value), {
      error: VALIDATION_MESSAGES.invalid,
    }),
)

/**
 * What makes a scout special (spec sections 3 and 9): the confirmed annual income (ten-thousand
 * yen), optionally the position and the first interviewer, the recruiter's own pitch (required,
 * with its own message), the two guarantees, and how many days the promises hold.
 */
export const specialScoutDraftSchema = z
  .object({
    confirmed_salary: numericInput(numberSchema({ min: 1, max: ANNUAL_INCOME_MAX, integer: true })),
    confirmed_position: optionalChoice(SPECIAL_SCOUT_POSITIONS),
    confirmed_interviewer: optionalChoice(SPECIAL_SCOUT_INTERVIEWERS),
    custom_attraction: scoutPitchSchema({ max: SPECIAL_SCOUT_PITCH_MAX_LENGTH }),
    guaranteed_high_salary: z.boolean().default(false),
    guaranteed_short_selection: z.boolean().default(false),
    valid_days: validDaysSchema.default(SPECIAL_SCOUT_DEFAULT_VALID_DAYS),
  })
  .meta({ id: 'SpecialScoutDraft' })
export type SpecialScoutDraft = z.infer<typeof specialScoutDraftSchema>

/** What every send carries: the job, the template, the words and the request's key. */
const scoutDraftShape = {
  job_info_id: idSchema(),
  /** A normal template of the organisation wrapping the title and message; none sends them as written. */
  scout_template_id: optionalIdSchema(),
  /**
   * A remind template of the organisation, resent to a candidate who has neither replied nor
   * declined after the organisation's business days; none sends no reminder.
   */
  remind_template_id: optionalIdSchema(),
  title: templateTextSchema({
    required: true,
    max: SCOUT_TITLE_MAX_LENGTH,
    allowedVariables: SCOUT_TEXT_VARIABLES,
  }),
  /** The recruiter's message; may be left empty when a template says everything. */
  body: templateTextSchema({ max: SCOUT_BODY_MAX_LENGTH, allowedVariables: SCOUT_TEXT_VARIABLES })
    .optional()
    .default(''),
  /**
   * A special scout's terms; none sends an ordinary scout. It counts against the contract's
   * monthly special-scout quota, which is never overdrawn: candidates past it are skipped.
   */
  special: specialScoutDraftSchema.nullable().optional().default(null),
  /** Chosen by the page per draft: the same key again answers the first send, never a second. */
  client_request_id: stringInput().min(8).max(100),
}

/** Without a template the message is the scout: it cannot be empty. */
function messageRequiredWithoutTemplate(payload: {
  value: { scout_template_id: number | null; body: string }
  issues: z.core.$ZodRawIssue[]
}) {
  const { scout_template_id, body } = payload.value
  if (scout_template_id === null && isBlank(body)) {
    reportIssue(payload, body, VALIDATION_MESSAGES.required, undefined, ['body'])
  }
}

/** POST /client/scouts: one scout to one candidate. */
export const scoutCreateBodySchema = z
  .object({ ...scoutDraftShape, candidate_id: idSchema() })
  .check(messageRequiredWithoutTemplate)
  .meta({ id: 'ScoutCreateBody' })
export type ScoutCreateBody = z.infer<typeof scoutCreateBodySchema>

/** The fields of the scout form, the same for one candidate, a selection and a quick scout. */
export const scoutDraftSchema = z
  .object(scoutDraftShape)
  .check(messageRequiredWithoutTemplate)
  .meta({ id: 'ScoutDraft' })
export type ScoutDraft = z.infer<typeof scoutDraftSchema>
export type ScoutDraftInput = z.input<typeof scoutDraftSchema>

const countSchema = z
  .number({ error: wrongTypeMessage(VALIDATION_MESSAGES.invalid, VALIDATION_MESSAGES.required) })
  .int()
  .min(1)
  .max(SCOUT_BULK_MAX)

/**
 * POST /client/scouts/bulk_create: the same scout to up to SCOUT_BULK_MAX candidates, either
 * those named (`candidate_ids`) or, for a quick scout, the `count` newest matches of one of the
 * recruiter's saved searches (`search_condition_id`).
 */
export const scoutBulkCreateBodySchema = z
  .object({
    ...scoutDraftShape,
    candidate_ids: z.array(idSchema()).min(1).max(SCOUT_BULK_MAX).optional(),
    search_condition_id: idSchema().optional(),
    count: countSchema.optional().default(QUICK_SCOUT_DEFAULT_COUNT),
  })
  .check(messageRequiredWithoutTemplate)
  .check((payload) => {
    const { candidate_ids, search_condition_id } = payload.value
    if ((candidate_ids === undefined) === (search_condition_id === undefined)) {
      reportIssue(payload, candidate_ids, VALIDATION_MESSAGES.required, undefined, [
        'candidate_ids',
      ])
    }
  })
  .meta({ id: 'ScoutBulkCreateBody' })
export type ScoutBulkCreateBody = z.infer<typeof scoutBulkCreateBodySchema>

/** A scout as its sender's organisation reads it; the name stays a variable before a match. */
export const sentScoutSchema = z
  .object({
    id: z.number().int(),
    candidate_id: z.number().int(),
    job_info_id: z.number().int().nullable(),
    scout_template_id: z.number().int().nullable(),
    remind_template_id: z.number().int().nullable(),
    /** When the reminder goes, while the send state is resend_set. */
    remind_due_at: z.string().nullable(),
    is_special: z.boolean(),
    /** Until when a special scout's promises hold; null on an ordinary scout. */
    expires_at: z.string().nullable(),
    title: z.string(),
    body: z.string().meta({ description: 'Plain text; `{{job_seeker_name}}` until a match' }),
    send_state: z.enum(SCOUT_SEND_STATES),
    sent_at: z.string(),
  })
  .meta({ id: 'SentScout' })
export type SentScout = z.infer<typeof sentScoutSchema>

/** One candidate of a bulk send: the scout they got, or why they got none. */
export const scoutSendResultSchema = z
  .object({
    candidate_id: z.number().int(),
    scout_id: z.number().int().nullable(),
    skipped_reason: z.enum(SCOUT_SKIP_REASONS).nullable(),
  })
  .meta({ id: 'ScoutSendResult' })
export type ScoutSendResult = z.infer<typeof scoutSendResultSchema>

export const scoutBulkResultSchema = z
  .object({
    sent_count: z.number().int(),
    skipped_count: z.number().int(),
    /** In the order the candidates were named (a quick scout: the search's order). */
    results: z.array(scoutSendResultSchema),
  })
  .meta({ id: 'ScoutBulkResult' })
export type ScoutBulkResult = z.infer<typeof scoutBulkResultSchema>

const remindBusinessDaysSchema = z
  .number({ error: wrongTypeMessage(VALIDATION_MESSAGES.invalid, VALIDATION_MESSAGES.required) })
  .int()
  .refine((value) => (SCOUT_REMIND_BUSINESS_DAYS as readonly number[]).includes(value), {
    error: VALIDATION_MESSAGES.invalid,
  })

/** GET and PUT /client/scout_remind_setting: the organisation's business days before a reminder. */
export const scoutRemindSettingSchema = z
  .object({ business_days: remindBusinessDaysSchema })
  .meta({ id: 'ScoutRemindSetting' })
export type ScoutRemindSetting = z.infer<typeof scoutRemindSettingSchema>

/**
 * Browser tests: the reminders of the recruiter's organisation fall due now, and the reminder
 * job runs once (only with ENABLE_TEST_ROUTES).
 */
export const testScoutRemindersBodySchema = z.object({ sender_email: stringInput() })
export const testScoutRemindersRunSchema = z.object({
  sent: z.number().int(),
  cancelled: z.number().int(),
})
