import { defineEndpoint } from '../endpoint.ts'
import {
  adminEventBodySchema,
  adminEventListQuerySchema,
  adminEventListSchema,
  adminEventSchema,
  eventCollectionResponseSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  jobInfoEventsQuerySchema,
  specialEventDetailResponseSchema,
  specialEventEntryBodySchema,
  specialEventEntrySchema,
  specialEventGroupQuerySchema,
  specialEventGroupsResponseSchema,
  specialEventListResponseSchema,
} from '../events.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['events']

/** Events, pickup and job events, special events and the candidate's special-event entries. */
export const eventEndpoints = {
  listEvents: defineEndpoint({
    method: 'GET',
    path: '/events',
    summary: 'Public events, those not yet over first, or only upcoming or past ones',
    tags,
    query: eventListQuerySchema,
    response: eventListResponseSchema,
  }),
  getEvent: defineEndpoint({
    method: 'GET',
    path: '/events/:id',
    summary: 'A public event with its body and the job it belongs to',
    tags,
    params: idParamsSchema,
    response: eventDetailSchema,
  }),
  listPickupEvents: defineEndpoint({
    method: 'GET',
    path: '/pickup_events',
    summary: 'The picked-up events for the home page and lists',
    tags,
    response: eventCollectionResponseSchema,
  }),
  listJobInfoEvents: defineEndpoint({
    method: 'GET',
    path: '/job_info_events',
    summary: 'The public events of one job',
    tags,
    query: jobInfoEventsQuerySchema,
    response: eventCollectionResponseSchema,
  }),
  listSpecialEventGroups: defineEndpoint({
    method: 'GET',
    path: '/special_event_groups',
    summary: 'The special events (job fairs) open now',
    tags,
    response: specialEventGroupsResponseSchema,
  }),
  listSpecialEvents: defineEndpoint({
    method: 'GET',
    path: '/special_events',
    summary: "A special event's sessions, with the caller's entries",
    tags,
    query: specialEventGroupQuerySchema,
    response: specialEventListResponseSchema,
  }),
  listMySpecialEvents: defineEndpoint({
    method: 'GET',
    path: '/special_events/mypage',
    summary: 'The sessions of a special event the caller has entered',
    tags,
    query: specialEventGroupQuerySchema,
    response: specialEventListResponseSchema,
  }),
  getSpecialEvent: defineEndpoint({
    method: 'GET',
    path: '/special_events/:id',
    summary: 'One session of an open special event, with its group and the caller’s entry',
    tags,
    params: idParamsSchema,
    response: specialEventDetailResponseSchema,
  }),
  enterSpecialEvent: defineEndpoint({
    method: 'POST',
    path: '/candidate/special_event_entries',
    summary: 'Enter a session of a special event',
    description:
      'Idempotent: entering again answers 200 with the existing entry. 422 when the entry ' +
      'deadline has passed (issue code specialEventEntryClosed) or every seat is taken ' +
      '(specialEventFull).',
    tags,
    body: specialEventEntryBodySchema,
    status: 201,
    existingStatus: 200,
    response: specialEventEntrySchema,
  }),
  leaveSpecialEvent: defineEndpoint({
    method: 'DELETE',
    path: '/candidate/special_event_entries/:id',
    summary: "Cancel an entry; only the caller's own",
    tags,
    params: idParamsSchema,
    status: 204,
  }),
}

/** Events as administrators write them: drafts, and open events the public reads. */
export const eventEditingEndpoints = {
  listAdminEvents: defineEndpoint({
    method: 'GET',
    path: '/admin/events',
    summary: 'Every event, drafts included, the latest first, optionally of one status',
    tags: ['admin'],
    query: adminEventListQuerySchema,
    response: adminEventListSchema,
  }),
  createAdminEvent: defineEndpoint({
    method: 'POST',
    path: '/admin/events',
    summary: 'Writes an event: a draft, or open to the public',
    tags: ['admin'],
    body: adminEventBodySchema,
    status: 201,
    response: adminEventSchema,
  }),
  updateAdminEvent: defineEndpoint({
    method: 'PUT',
    path: '/admin/events/:id',
    summary: 'Changes an event; its organiser and entries stay',
    tags: ['admin'],
    params: idParamsSchema,
    body: adminEventBodySchema,
    response: adminEventSchema,
  }),
}
