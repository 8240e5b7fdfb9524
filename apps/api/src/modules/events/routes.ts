import {
  API_PREFIX,
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
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import * as service from './events-service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Events, pickup and job events, special events and the candidate's special-event entries. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const tags = ['events']

  app.get(
    `${API_PREFIX}/events`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema },
      },
    },
    async (request) => service.listEvents(db, request.query),
  )

  app.get(
    `${API_PREFIX}/events/:id`,
    {
      config: { access: PUBLIC },
      schema: { tags, params: idParams, response: { 200: eventDetailSchema } },
    },
    async (request) => service.eventDetail(db, request.params.id),
  )

  app.get(
    `${API_PREFIX}/pickup_events`,
    {
      config: { access: PUBLIC },
      schema: { tags, response: { 200: eventCollectionResponseSchema } },
    },
    async () => service.pickupEvents(db),
  )

  app.get(
    `${API_PREFIX}/job_info_events`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        querystring: jobInfoEventsQuerySchema,
        response: { 200: eventCollectionResponseSchema },
      },
    },
    async (request) => service.jobInfoEvents(db, request.query.job_info_id),
  )

  app.get(
    `${API_PREFIX}/special_event_groups`,
    {
      config: { access: PUBLIC },
      schema: { tags, response: { 200: specialEventGroupsResponseSchema } },
    },
    async () => service.openGroups(db),
  )

  app.get(
    `${API_PREFIX}/special_events`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        querystring: specialEventGroupQuerySchema,
        response: { 200: specialEventListResponseSchema },
      },
    },
    async (request) =>
      service.groupWithEvents(db, request.query.group_name, request.session?.user.id ?? null),
  )

  app.get(
    `${API_PREFIX}/special_events/mypage`,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        querystring: specialEventGroupQuerySchema,
        response: { 200: specialEventListResponseSchema },
      },
    },
    async (request) =>
      service.myGroupEntries(db, request.query.group_name, request.session!.user.id),
  )

  app.get(
    `${API_PREFIX}/special_events/:id`,
    {
      config: { access: PUBLIC },
      schema: { tags, params: idParams, response: { 200: specialEventDetailResponseSchema } },
    },
    async (request) =>
      service.specialEventDetail(db, request.params.id, request.session?.user.id ?? null),
  )

  app.post(
    `${API_PREFIX}/candidate/special_event_entries`,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        description:
          'Idempotent: entering again answers 200 with the existing entry. 422 when the entry ' +
          'deadline has passed (issue code specialEventEntryClosed) or every seat is taken ' +
          '(specialEventFull).',
        body: specialEventEntryBodySchema,
        response: { 200: specialEventEntrySchema, 201: specialEventEntrySchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await service.enterSpecialEvent(
        db,
        request.session!.user.id,
        request.body.special_event_id,
      )
      return reply.status(created ? 201 : 200).send(entry)
    },
  )

  app.delete(
    `${API_PREFIX}/candidate/special_event_entries/:id`,
    {
      config: { access: CANDIDATE },
      schema: { tags, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.leaveSpecialEvent(db, request.session!.user.id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
