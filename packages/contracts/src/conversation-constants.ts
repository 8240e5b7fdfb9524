// Constants of the recruiter's conversations (spec sections 1, 3 and 4), without zod: pages import
// them with nothing else of the contracts.

import type { SelectionStatus } from './member-search-constants.ts'

/** Message sort orders (spec section 3): the latest message first, or the latest match first. */
export const CONVERSATION_SORTS = ['newest', 'matching'] as const
export type ConversationSort = (typeof CONVERSATION_SORTS)[number]

/**
 * The statuses a recruiter moves a conversation to. 'before matching' and 'interested or
 * self-applied' follow what the candidate does, never the recruiter.
 */
export const RECRUITER_SELECTION_STATUSES = [
  'matched',
  'interviewed',
  'under_selection',
  'unofficially_offered',
  'accepted',
  'joined',
  'joined_1_month',
  'joined_3_months',
  'joined_6_months',
  'declined_or_rejected',
  'no_reply_required',
] as const satisfies readonly SelectionStatus[]
export type RecruiterSelectionStatus = (typeof RECRUITER_SELECTION_STATUSES)[number]

/** The statuses a recruiter may set before the candidate has matched: closing the conversation. */
export const UNMATCHED_SELECTION_STATUSES = [
  'declined_or_rejected',
  'no_reply_required',
] as const satisfies readonly RecruiterSelectionStatus[]

/**
 * What a recruiter decides about a self-application (spec section 4): passing matches the
 * candidate and sends them a message, rejecting closes the application and its chat.
 */
export const SELF_APPLY_DECISIONS = ['passed', 'rejected'] as const
export type SelfApplyDecision = (typeof SELF_APPLY_DECISIONS)[number]

/**
 * A candidate's message counts as unanswered once it is this many days old with no recruiter
 * message after it: the list's `unanswered` filter and the dashboard's figure.
 */
export const UNANSWERED_DAYS = 3

/** The list counts its conversations up to this many, then says "1,000+". */
export const CONVERSATION_COUNT_CAP = 1000

/** The organisation hears of a conversation's new candidate messages at most once this often. */
export const RECRUITER_NOTICE_MINUTES = 10

/**
 * How quickly an organisation usually answers candidates, shown on each of its scouts: the
 * median time from a candidate's first reply to the organisation's next message, over replies of
 * the last FIRST_REPLY_WINDOW_DAYS; shown only from FIRST_REPLY_MIN_SAMPLES answered replies.
 */
export const FIRST_REPLY_WINDOW_DAYS = 90
export const FIRST_REPLY_MIN_SAMPLES = 3
