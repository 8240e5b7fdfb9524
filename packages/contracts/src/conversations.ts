import { z } from 'zod'
import {
  MESSAGE_SENDER_SIDES,
  SCOUT_DECLINE_REASONS,
  SCOUT_MESSAGE_MAX_LENGTH,
  SCOUT_SEND_STATES,
} from './candidate-constants.ts'
import { recruiterCandidateSummarySchema } from './candidate-privacy.ts'
import { recordAuthorSchema } from './candidate-records.ts'
import { SELF_APPLY_STATUSES } from './catalogue-constants.ts'
import {
  CONVERSATION_SORTS,
  RECRUITER_SELECTION_STATUSES,
  SELF_APPLY_DECISIONS,
} from './conversation-constants.ts'
import { SELECTION_STATUSES } from './member-search-constants.ts'
import { booleanQuerySchema, pageQuerySchema, paginationSchema } from './pagination.ts'
import { specialScoutTermsSchema } from './scouts.ts'
import { choice } from './validation/fields.ts'
import { idSchema } from './validation/id.ts'
import { reportIssue } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { textSchema } from './validation/text.ts'

// The recruiter's conversations (spec sections 1, 2 and 4): every scout of the organisation is a
// conversation with its candidate, listed by status, job, co-worker, unread and unanswered, and
// read with its messages. Who the candidate is shows only once they have matched with the
// organisation.

/** GET /client/scouts: filters that do not parse fall back to none, as every list's do. */
export const conversationListQuerySchema = z
  .object({
    status: z.enum(SELECTION_STATUSES).optional().catch(undefined),
    job_info_id: idSchema().optional().catch(undefined),
    /** The co-worker who sent the scout. */
    sender_user_id: idSchema().optional().catch(undefined),
    unread: booleanQuerySchema,
    /**
     * The candidate wrote last, more than UNANSWERED_DAYS days ago, and nobody has answered;
     * closed conversations (declined or rejected, no reply required) wait for nothing.
     */
    unanswered: booleanQuerySchema,
    sort: z.enum(CONVERSATION_SORTS).catch('newest').default('newest'),
  })
  .extend(pageQuerySchema.shape)
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>

const lastMessageSchema = z.object({
  sender_side: z.enum(MESSAGE_SENDER_SIDES),
  excerpt: z.string(),
  created_at: z.string(),
})

export const conversationSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** The candidate as the organisation may see them: the name only once matched. */
    candidate: recruiterCandidateSummarySchema,
    job_info: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    /** The co-worker who sent the scout; null once their account is gone. */
    sender: recordAuthorSchema.nullable(),
    selection_status: z.enum(SELECTION_STATUSES),
    send_state: z.enum(SCOUT_SEND_STATES),
    is_special: z.boolean(),
    sent_at: z.string(),
    /** The latest message either way, the scout's sending until one comes. */
    activity_at: z.string(),
    matched_at: z.string().nullable(),
    replied_at: z.string().nullable(),
    declined_at: z.string().nullable(),
    decline_reason: z.enum(SCOUT_DECLINE_REASONS).nullable(),
    last_message: lastMessageSchema.nullable(),
    /** The candidate wrote since a recruiter of the organisation last opened it. */
    is_unread: z.boolean(),
    /**
     * The candidate's application to one of the organisation's jobs that this conversation
     * screens, with its state; null for a scout a recruiter sent.
     */
    self_apply: z.object({ id: z.number().int(), status: z.enum(SELF_APPLY_STATUSES) }).nullable(),
  })
  .meta({ id: 'ConversationSummary' })
export type ConversationSummary = z.infer<typeof conversationSummarySchema>

export const conversationListResponseSchema = z
  .object({
    scouts: z.array(conversationSummarySchema),
    /** Counted up to CONVERSATION_COUNT_CAP; `total_count_capped` says there are more. */
    pagination: paginationSchema,
    total_count_capped: z.boolean(),
    /** Conversations of the organisation with a candidate message nobody has read. */
    unread_count: z.number().int(),
    /** What the job and co-worker filters offer: the organisation's jobs and recruiters. */
    filter_options: z.object({
      jobs: z.array(z.object({ id: z.number().int(), title: z.string() })),
      senders: z.array(recordAuthorSchema),
    }),
  })
  .meta({ id: 'ConversationList' })

export const conversationMessageSchema = z
  .object({
    id: z.number().int(),
    sender_side: z.enum(MESSAGE_SENDER_SIDES),
    /** The co-worker who wrote it; null for the candidate's and for an account gone. */
    sender: recordAuthorSchema.nullable(),
    body: z.string().meta({ description: 'Plain text; render as text, never as HTML' }),
    created_at: z.string(),
  })
  .meta({ id: 'ConversationMessage' })
export type ConversationMessage = z.infer<typeof conversationMessageSchema>

export const conversationMessagesSchema = z
  .object({ messages: z.array(conversationMessageSchema) })
  .meta({ id: 'ConversationMessages' })

export const conversationDetailSchema = conversationSummarySchema
  .extend({
    /** The scout as sent; the job seeker's name is filled only once the candidate has matched. */
    body: z.string().meta({ description: 'Plain text' }),
    special: specialScoutTermsSchema.nullable(),
    expires_at: z.string().nullable(),
    /** Whether a recruiter may write: once the candidate has answered. */
    can_message: z.boolean(),
    /** Where the conversation may be moved now. */
    selectable_statuses: z.array(z.enum(RECRUITER_SELECTION_STATUSES)),
  })
  .meta({ id: 'ConversationDetail' })
export type ConversationDetail = z.infer<typeof conversationDetailSchema>

/** PUT /client/scouts/{id}: where the candidate stands in the organisation's selection. */
export const conversationUpdateBodySchema = z
  .object({ selection_status: choice(RECRUITER_SELECTION_STATUSES) })
  .meta({ id: 'ConversationUpdateBody' })
export type ConversationUpdateBody = z.infer<typeof conversationUpdateBodySchema>

/**
 * PUT /client/scouts/{id}/self_apply: passes the application, with the message the candidate
 * receives, or rejects it, which closes its chat.
 */
export const selfApplyDecisionBodySchema = z
  .object({
    decision: choice(SELF_APPLY_DECISIONS),
    message: textSchema({ max: SCOUT_MESSAGE_MAX_LENGTH, allowEmoji: true }).default(''),
  })
  .check((payload) => {
    const { decision, message } = payload.value
    if (decision === 'passed' && message.trim() === '') {
      reportIssue(payload, message, VALIDATION_MESSAGES.required, undefined, ['message'])
    }
  })
  .meta({ id: 'SelfApplyDecisionBody' })
export type SelfApplyDecisionBody = z.infer<typeof selfApplyDecisionBodySchema>

/** Runs the recruiter-notice job now, for browser tests (only with ENABLE_TEST_ROUTES). */
export const testRecruiterNoticesRunSchema = z.object({ notified: z.number().int() })
