import { z } from 'zod'
import { STRING_MAX_LENGTH } from './constants.ts'
import { candidateSearchCriteriaSchema } from './member-search.ts'
import { stringInput, wrongTypeMessage } from './validation/issues.ts'
import { requiredText } from './validation/text.ts'

// A recruiter's saved member searches (spec sections 1, 3 and 4): a name, the criteria of
// GET /client/candidates as JSON, and whether new matching members are announced (a bell
// notification and a digest mail per run of the alert job). Each recruiter keeps their own.

/** A saved search's name is a one-line text of the common length. */
export const SEARCH_CONDITION_NAME_MAX_LENGTH = STRING_MAX_LENGTH

const nameSchema = requiredText({ max: SEARCH_CONDITION_NAME_MAX_LENGTH })
const notifySchema = z.boolean({ error: wrongTypeMessage() })

/**
 * POST /client/search_conditions. `query` is the member search's criteria
 * (`candidateSearchCriteriaSchema`, the JSON spelling of GET /client/candidates' query string);
 * its problems come back on `body.query.<field>`. `client_request_id`, chosen by the page per
 * draft, makes a retried save answer the search the first one saved.
 */
export const searchConditionCreateBodySchema = z
  .object({
    name: nameSchema,
    query: candidateSearchCriteriaSchema,
    notify_new_members: notifySchema.default(false),
    client_request_id: stringInput().min(8).max(100).optional(),
  })
  .meta({ id: 'SearchConditionCreateBody' })
export type SearchConditionCreateBody = z.infer<typeof searchConditionCreateBodySchema>
export type SearchConditionCreateBodyInput = z.input<typeof searchConditionCreateBodySchema>

/** PATCH /client/search_conditions/{id}: any of the fields; those left out stay as they are. */
export const searchConditionUpdateBodySchema = z
  .object({
    name: nameSchema.optional(),
    query: candidateSearchCriteriaSchema.optional(),
    notify_new_members: notifySchema.optional(),
  })
  .meta({ id: 'SearchConditionUpdateBody' })
export type SearchConditionUpdateBody = z.infer<typeof searchConditionUpdateBodySchema>
export type SearchConditionUpdateBodyInput = z.input<typeof searchConditionUpdateBodySchema>

/**
 * A saved search as its owner reads it. `query` is the saved criteria as today's search reads
 * them: a criterion the search no longer accepts is left out and `query_outdated` is true (the
 * alert job skips such a search until it is saved again). `last_notified_at` is when new members
 * were last announced for it.
 */
export const searchConditionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    query: candidateSearchCriteriaSchema,
    query_outdated: z.boolean(),
    notify_new_members: z.boolean(),
    last_notified_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SearchCondition' })
export type SearchCondition = z.infer<typeof searchConditionSchema>

/** GET /client/search_conditions: the caller's saved searches, newest first (at most SEARCH_CONDITIONS_MAX). */
export const searchConditionListSchema = z
  .object({ search_conditions: z.array(searchConditionSchema) })
  .meta({ id: 'SearchConditionList' })
export type SearchConditionList = z.infer<typeof searchConditionListSchema>

/** The one-click opt-out of an alert mail: the signed token of the mailed link. */
export const searchConditionNotificationOffBodySchema = z
  .object({ token: stringInput().min(16).max(200) })
  .meta({ id: 'SearchConditionNotificationOffBody' })

/** What the opt-out page shows: which search no longer notifies. */
export const searchConditionNotificationOffSchema = z
  .object({ id: z.number().int(), name: z.string(), notify_new_members: z.literal(false) })
  .meta({ id: 'SearchConditionNotificationOff' })
export type SearchConditionNotificationOff = z.infer<typeof searchConditionNotificationOffSchema>

/** Browser tests: run the alert job once now. */
export const testSearchAlertsRunSchema = z.object({
  /** Recruiters who were notified (one bell notification and one mail each). */
  recipients: z.number().int(),
  /** Saved searches that had new members. */
  searches: z.number().int(),
})

/** The page of an alert mail's one-click opt-out: works signed out, from the mailed token. */
export function searchConditionNotificationOffPath(id: number, token: string): string {
  return `/client/search_conditions/${id}/notification_off?token=${encodeURIComponent(token)}`
}
