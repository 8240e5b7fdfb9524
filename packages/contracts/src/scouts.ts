import { z } from 'zod'
import {
  CANDIDATE_MAIL_KINDS,
  MESSAGE_SENDER_SIDES,
  SCOUT_DECLINE_REASONS,
  SCOUT_MESSAGE_MAX_LENGTH,
  SCOUT_SEND_STATES,
  SPECIAL_SCOUT_INTERVIEWERS,
  SPECIAL_SCOUT_POSITIONS,
} from './candidate-constants.ts'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import { choice } from './validation/fields.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'
import { requiredText } from './validation/text.ts'

/** The organisation behind a scout, with its public company page when it has one. */
export const scoutOrganisationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string().nullable(),
    company_id: z.number().int().nullable(),
    logo_path: z.string().nullable(),
  })
  .meta({ id: 'ScoutOrganisation' })

/** A special scout's promises (spec section 3); null on an ordinary scout. */
export const specialScoutTermsSchema = z
  .object({
    confirmed_salary: z.number().int().meta({ description: 'Ten-thousand yen' }),
    confirmed_position: z.enum(SPECIAL_SCOUT_POSITIONS).nullable(),
    confirmed_interviewer: z.enum(SPECIAL_SCOUT_INTERVIEWERS).nullable(),
    custom_attraction: z.string(),
    guaranteed_high_salary: z.boolean(),
    guaranteed_short_selection: z.boolean(),
  })
  .meta({ id: 'SpecialScoutTerms' })

export const scoutSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    organisation: scoutOrganisationSchema,
    job_info: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    is_special: z.boolean(),
    special: specialScoutTermsSchema.nullable(),
    send_state: z.enum(SCOUT_SEND_STATES),
    sent_at: z.string(),
    expires_at: z.string().nullable(),
    is_expired: z.boolean(),
    is_unread: z.boolean(),
    replied_at: z.string().nullable(),
    /** Set when the candidate declined it; the organisation reads the reason. */
    declined_at: z.string().nullable(),
    decline_reason: z.enum(SCOUT_DECLINE_REASONS).nullable(),
    /** The conversation of the candidate's own application, passed; its text is their message. */
    is_self_apply: z.boolean(),
  })
  .meta({ id: 'ScoutSummary' })
export type ScoutSummary = z.infer<typeof scoutSummarySchema>

export const scoutListQuerySchema = pageQuerySchema
export const scoutListResponseSchema = z
  .object({ scouts: z.array(scoutSummarySchema), pagination: paginationSchema })
  .meta({ id: 'ScoutList' })

export const scoutMessageSchema = z
  .object({
    id: z.number().int(),
    sender_side: z.enum(MESSAGE_SENDER_SIDES),
    body: z.string().meta({ description: 'Plain text; render as text, never as HTML' }),
    created_at: z.string(),
  })
  .meta({ id: 'ScoutMessage' })
export type ScoutMessage = z.infer<typeof scoutMessageSchema>

export const scoutDetailSchema = scoutSummarySchema
  .extend({
    body: z.string().meta({ description: 'Plain text' }),
    messages: z.array(scoutMessageSchema),
    is_matched: z.boolean(),
    /**
     * How quickly the organisation usually answers: the median minutes from a candidate's first
     * reply to its next message, over the last FIRST_REPLY_WINDOW_DAYS; null below
     * FIRST_REPLY_MIN_SAMPLES answered replies.
     */
    organisation_reply_minutes: z.number().int().nullable(),
  })
  .meta({ id: 'ScoutDetail' })
export type ScoutDetail = z.infer<typeof scoutDetailSchema>

export const unreadScoutCountSchema = z
  .object({ count: z.number().int() })
  .meta({ id: 'UnreadScoutCount' })

/**
 * A reply. `client_request_id` is chosen by the client per draft: sending the same one again
 * answers the message already posted instead of posting twice.
 */
export const scoutMessageBodySchema = z
  .object({
    body: requiredText({ max: SCOUT_MESSAGE_MAX_LENGTH, allowEmoji: true }),
    client_request_id: stringInput().min(8).max(100),
  })
  .meta({ id: 'ScoutMessageBody' })
export type ScoutMessageBody = z.infer<typeof scoutMessageBodySchema>

/**
 * POST /candidate/scouts/{id}/decline: the candidate says no, with the reason the organisation
 * reads. Its resends stop; declining again answers the first decline.
 */
export const scoutDeclineBodySchema = z
  .object({ reason: choice(SCOUT_DECLINE_REASONS) })
  .meta({ id: 'ScoutDeclineBody' })
export type ScoutDeclineBody = z.infer<typeof scoutDeclineBodySchema>

/** "Interested" without a message: matches the candidate with the scout's organisation. */
export const contactBodySchema = z.object({ scout_id: idSchema() }).meta({ id: 'ContactBody' })

export const contactSchema = z
  .object({
    id: z.number().int(),
    organisation_id: z.number().int(),
    scout_id: z.number().int().nullable(),
    matched_at: z.string(),
  })
  .meta({ id: 'Contact' })

/** Sends a scout to a candidate for browser tests (only with ENABLE_TEST_ROUTES). */
export const testScoutBodySchema = z.object({
  candidate_email: stringInput(),
  special: z.boolean().default(false),
  /** The recruiter who sends it, from their organisation; else a company without a sender. */
  sender_email: stringInput().optional(),
})

/** GET and PUT /candidate/mail_settings: which scout mails the candidate receives. */
export const candidateMailSettingsSchema = z
  .object({ scout_mail: z.boolean(), message_mail: z.boolean() })
  .meta({ id: 'CandidateMailSettings' })
export type CandidateMailSettings = z.infer<typeof candidateMailSettingsSchema>

/** POST /mail_settings/off: a mail's one-click opt-out, signed out, with the mailed token. */
export const candidateMailOffBodySchema = z
  .object({
    user_id: idSchema(),
    kind: choice(CANDIDATE_MAIL_KINDS),
    token: stringInput().min(1).max(200),
  })
  .meta({ id: 'CandidateMailOffBody' })

export const candidateMailOffSchema = z
  .object({ kind: z.enum(CANDIDATE_MAIL_KINDS), enabled: z.literal(false) })
  .meta({ id: 'CandidateMailOff' })
