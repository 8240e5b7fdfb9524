import { z } from 'zod'
import { EVENT_STATUSES } from './catalogue-constants.ts'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import {
  choice,
  isJapanDateTime,
  optionalJapanDateTime,
  requiredJapanDateTime,
} from './validation/fields.ts'
import { idSchema, optionalIdSchema } from './validation/id.ts'
import { reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { numberSchema, numericInput, optionalNumericInput } from './validation/number.ts'
import { requiredText, textSchema } from './validation/text.ts'

// Events and special events of the public catalogue (spec section 3 "Job info event", section 7
// events, pickup_events, job_info_events, special_events, special_event_groups and the
// candidate's special_event_entries). Times are ISO 8601 instants; pages show them in Japan time.

/** Who holds an event: a company or an agent (at most one of each is set). */
export const eventOrganiserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string().nullable(),
    logo_path: z.string().nullable(),
  })
  .meta({ id: 'EventOrganiser' })
export type EventOrganiser = z.infer<typeof eventOrganiserSchema>

export const eventSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    place: z.string(),
    is_online: z.boolean(),
    event_starts_at: z.string(),
    event_ends_at: z.string().nullable(),
    entry_starts_at: z.string().nullable(),
    entry_ends_at: z.string().nullable(),
    /** Yen; 0 is free. */
    fee_yen: z.number().int(),
    capacity: z.number().int().nullable(),
    status: z.enum(EVENT_STATUSES),
    is_pickup: z.boolean(),
    header_image_path: z.string().nullable(),
    company: eventOrganiserSchema.nullable(),
    agent: eventOrganiserSchema.nullable(),
    /** The job the event belongs to, only while that job is public. */
    job_info_id: z.number().int().nullable(),
  })
  .meta({ id: 'EventSummary' })
export type EventSummary = z.infer<typeof eventSummarySchema>

export const eventDetailSchema = eventSummarySchema
  .extend({
    body: z.string(),
    job_info: z
      .object({ id: z.number().int(), title: z.string(), title_en: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'EventDetail' })
export type EventDetail = z.infer<typeof eventDetailSchema>

export const EVENT_PERIODS = ['upcoming', 'past'] as const
export type EventPeriod = (typeof EVENT_PERIODS)[number]

/**
 * Without `period`, events not yet over come first (soonest first), then past ones (latest
 * first). An unknown period falls back to that order rather than failing.
 */
export const eventListQuerySchema = pageQuerySchema.extend({
  period: z.enum(EVENT_PERIODS).optional().catch(undefined),
})
export type EventListQuery = z.infer<typeof eventListQuerySchema>

/** `any_unpaid`: whether any event in this answer has a fee (spec: lists add the flag). */
export const eventListResponseSchema = z
  .object({
    events: z.array(eventSummarySchema),
    any_unpaid: z.boolean(),
    pagination: paginationSchema,
  })
  .meta({ id: 'EventListResponse' })
export type EventListResponse = z.infer<typeof eventListResponseSchema>

export const eventCollectionResponseSchema = z
  .object({ events: z.array(eventSummarySchema), any_unpaid: z.boolean() })
  .meta({ id: 'EventCollectionResponse' })
export type EventCollectionResponse = z.infer<typeof eventCollectionResponseSchema>

/** Most pickup events the home page and lists show. */
export const PICKUP_EVENTS_LIMIT = 6

export const jobInfoEventsQuerySchema = z.object({
  job_info_id: idSchema(),
})

// Special events --------------------------------------------------------------------------------

export const specialEventGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    title_en: z.string().nullable(),
    description: z.string(),
    description_en: z.string().nullable(),
    starts_on: z.string(),
    ends_on: z.string(),
    header_image_path: z.string().nullable(),
  })
  .meta({ id: 'SpecialEventGroup' })
export type SpecialEventGroup = z.infer<typeof specialEventGroupSchema>

export const specialEventSchema = z
  .object({
    id: z.number().int(),
    special_event_group_id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    body: z.string(),
    place: z.string(),
    is_online: z.boolean(),
    event_starts_at: z.string(),
    event_ends_at: z.string().nullable(),
    /** Last moment to enter; without one, entries close when the event starts. */
    entry_ends_at: z.string().nullable(),
    capacity: z.number().int().nullable(),
    entry_count: z.number().int(),
    is_full: z.boolean(),
    is_entry_closed: z.boolean(),
    company: eventOrganiserSchema.nullable(),
    /** The caller's entry, when a signed-in candidate has entered; null otherwise. */
    entry_id: z.number().int().nullable(),
  })
  .meta({ id: 'SpecialEvent' })
export type SpecialEvent = z.infer<typeof specialEventSchema>

export const specialEventGroupsResponseSchema = z
  .object({ special_event_groups: z.array(specialEventGroupSchema) })
  .meta({ id: 'SpecialEventGroupsResponse' })

export const specialEventGroupQuerySchema = z.object({
  group_name: stringInput().min(1).max(200),
})

export const specialEventListResponseSchema = z
  .object({
    special_event_group: specialEventGroupSchema,
    special_events: z.array(specialEventSchema),
  })
  .meta({ id: 'SpecialEventListResponse' })
export type SpecialEventListResponse = z.infer<typeof specialEventListResponseSchema>

export const specialEventDetailResponseSchema = z
  .object({
    special_event: specialEventSchema,
    special_event_group: specialEventGroupSchema,
  })
  .meta({ id: 'SpecialEventDetailResponse' })
export type SpecialEventDetailResponse = z.infer<typeof specialEventDetailResponseSchema>

export const specialEventEntryBodySchema = z.object({
  special_event_id: idSchema(),
})

export const specialEventEntrySchema = z
  .object({
    id: z.number().int(),
    special_event_id: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'SpecialEventEntry' })
export type SpecialEventEntry = z.infer<typeof specialEventEntrySchema>

// Events as administrators write them (/admin/events) --------------------------------------------

/** An event's description may be this long. */
export const EVENT_BODY_MAX_LENGTH = 10_000
/** The highest fee an event may ask, in yen. */
export const EVENT_FEE_MAX = 1_000_000
/** The most seats an event may offer. */
export const EVENT_CAPACITY_MAX = 100_000

/** Says so on `later` when both times are given and `later` comes before `earlier`. */
function timeOrder(earlier: string, later: string) {
  return (payload: z.core.ParsePayload<Record<string, unknown>>) => {
    const from = payload.value[earlier]
    const to = payload.value[later]
    if (typeof from === 'string' && typeof to === 'string' && isJapanDateTime(from)) {
      if (isJapanDateTime(to) && to < from) {
        reportIssue(payload, to, VALIDATION_MESSAGES.dateOrder, undefined, [later])
      }
    }
  }
}

/** What an event and a special event's session both hold. */
const eventFields = () => ({
  title: requiredText(),
  title_en: textSchema().default(''),
  body: textSchema({ max: EVENT_BODY_MAX_LENGTH, allowEmoji: true }).default(''),
  place: textSchema().default(''),
  is_online: z.boolean().default(false),
  event_starts_at: requiredJapanDateTime(),
  event_ends_at: optionalJapanDateTime().default(null),
  entry_ends_at: optionalJapanDateTime().default(null),
  capacity: optionalNumericInput(
    numberSchema({ min: 1, max: EVENT_CAPACITY_MAX, integer: true }),
  ).default(null),
  status: choice(EVENT_STATUSES),
})

export const adminEventBodySchema = z
  .object({
    ...eventFields(),
    entry_starts_at: optionalJapanDateTime().default(null),
    fee_yen: numericInput(numberSchema({ min: 0, max: EVENT_FEE_MAX, integer: true })),
    is_pickup: z.boolean().default(false),
  })
  .check(timeOrder('event_starts_at', 'event_ends_at'))
  .check(timeOrder('entry_starts_at', 'entry_ends_at'))
  .meta({ id: 'AdminEventBody' })
export type AdminEventBody = z.infer<typeof adminEventBodySchema>

export const adminEventListQuerySchema = pageQuerySchema.extend({
  status: z.enum(EVENT_STATUSES).optional().catch(undefined),
})

export const adminEventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    title_en: z.string().nullable(),
    body: z.string(),
    place: z.string(),
    is_online: z.boolean(),
    /** Japan time, `YYYY-MM-DDTHH:mm`, as the form's fields take them. */
    event_starts_at: z.string(),
    event_ends_at: z.string().nullable(),
    entry_starts_at: z.string().nullable(),
    entry_ends_at: z.string().nullable(),
    capacity: z.number().int().nullable(),
    fee_yen: z.number().int(),
    is_pickup: z.boolean(),
    status: z.enum(EVENT_STATUSES),
    /** The organiser, when a company or an agent holds it; the platform's own otherwise. */
    organiser_name: z.string().nullable(),
    entry_count: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminEvent' })
export type AdminEvent = z.infer<typeof adminEventSchema>

export const adminEventListSchema = z
  .object({ events: z.array(adminEventSchema), pagination: paginationSchema })
  .meta({ id: 'AdminEventList' })

// Special events as administrators write them (/admin/special_events) ----------------------------

/** A special event's address segment: lower-case letters, digits and hyphens. */
export const SPECIAL_EVENT_GROUP_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const adminSpecialEventGroupBodySchema = z
  .object({
    name: requiredText({ max: 100 }).check((payload) => {
      if (payload.value && !SPECIAL_EVENT_GROUP_NAME_PATTERN.test(payload.value)) {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.slugFormat)
      }
    }),
    title: requiredText(),
    title_en: textSchema().default(''),
    description: textSchema({ max: EVENT_BODY_MAX_LENGTH, allowEmoji: true }).default(''),
    description_en: textSchema({ max: EVENT_BODY_MAX_LENGTH, allowEmoji: true }).default(''),
    starts_on: requiredJapanDateTime(),
    ends_on: requiredJapanDateTime(),
    status: choice(EVENT_STATUSES),
  })
  .check(timeOrder('starts_on', 'ends_on'))
  .meta({ id: 'AdminSpecialEventGroupBody' })
export type AdminSpecialEventGroupBody = z.infer<typeof adminSpecialEventGroupBodySchema>

export const adminSpecialEventGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    title_en: z.string().nullable(),
    description: z.string(),
    description_en: z.string().nullable(),
    /** Japan time, `YYYY-MM-DDTHH:mm`. */
    starts_on: z.string(),
    ends_on: z.string(),
    status: z.enum(EVENT_STATUSES),
    session_count: z.number().int(),
    entry_count: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminSpecialEventGroup' })
export type AdminSpecialEventGroup = z.infer<typeof adminSpecialEventGroupSchema>

export const adminSpecialEventGroupListSchema = z
  .object({ special_event_groups: z.array(adminSpecialEventGroupSchema) })
  .meta({ id: 'AdminSpecialEventGroupList' })

/** One company's session within a special event. */
export const adminSpecialEventBodySchema = z
  .object({
    ...eventFields(),
    company_id: optionalIdSchema(),
    position: numericInput(numberSchema({ min: 0, max: 9999, integer: true })),
  })
  .check(timeOrder('event_starts_at', 'event_ends_at'))
  .meta({ id: 'AdminSpecialEventBody' })
export type AdminSpecialEventBody = z.infer<typeof adminSpecialEventBodySchema>

export const adminSpecialEventSchema = z
  .object({
    id: z.number().int(),
    special_event_group_id: z.number().int(),
    company_id: z.number().int().nullable(),
    company_name: z.string().nullable(),
    title: z.string(),
    title_en: z.string().nullable(),
    body: z.string(),
    place: z.string(),
    is_online: z.boolean(),
    event_starts_at: z.string(),
    event_ends_at: z.string().nullable(),
    entry_ends_at: z.string().nullable(),
    capacity: z.number().int().nullable(),
    position: z.number().int(),
    status: z.enum(EVENT_STATUSES),
    entry_count: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminSpecialEvent' })
export type AdminSpecialEvent = z.infer<typeof adminSpecialEventSchema>

export const adminSpecialEventGroupDetailSchema = z
  .object({
    special_event_group: adminSpecialEventGroupSchema,
    special_events: z.array(adminSpecialEventSchema),
  })
  .meta({ id: 'AdminSpecialEventGroupDetail' })
