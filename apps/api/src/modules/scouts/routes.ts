import {
  API_PREFIX,
  contactBodySchema,
  contactSchema,
  scoutDetailSchema,
  scoutListQuerySchema,
  scoutListResponseSchema,
  scoutMessageBodySchema,
  scoutMessageSchema,
  unreadScoutCountSchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CANDIDATE } from '../../plugins/access.ts'
import * as service from './service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** The candidate's scouts inbox: reading, replying and "interested". */
export const candidateScoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database
  const { db } = database
  const tags = ['scouts']
  const config = { access: CANDIDATE }

  app.get(
    `${API_PREFIX}/candidate/scouts`,
    {
      config,
      schema: {
        tags,
        summary: 'Scouts received, newest first',
        querystring: scoutListQuerySchema,
        response: { 200: scoutListResponseSchema },
      },
    },
    async (request) => service.listScouts(db, request.session!.user.id, request.query),
  )

  app.get(
    `${API_PREFIX}/candidate/scouts/unread_count`,
    {
      config,
      schema: { tags, summary: 'Scouts not yet read', response: { 200: unreadScoutCountSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return service.unreadCount(db, request.session!.user.id)
    },
  )

  app.get(
    `${API_PREFIX}/candidate/scouts/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One scout with its messages; opening it marks it read',
        params: idParams,
        response: { 200: scoutDetailSchema },
      },
    },
    async (request) => service.openScout(db, request.session!.user.id, request.params.id),
  )

  app.post(
    `${API_PREFIX}/candidate/scouts/:id/message`,
    {
      config,
      schema: {
        tags,
        summary:
          'Replies to a scout (matching the candidate with its organisation); a retry with the same client_request_id answers the first message (200)',
        params: idParams,
        body: scoutMessageBodySchema,
        response: { 200: scoutMessageSchema, 201: scoutMessageSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await service.replyToScout(
        database,
        request.session!.user.id,
        request.params.id,
        request.body,
      )
      return reply.status(created ? 201 : 200).send(message)
    },
  )

  app.post(
    `${API_PREFIX}/candidate/contacts`,
    {
      config,
      schema: {
        tags,
        summary:
          '"Interested" in a scout without a message: matches the candidate (200 when already matched)',
        body: contactBodySchema,
        response: { 200: contactSchema, 201: contactSchema },
      },
    },
    async (request, reply) => {
      const { contact, created } = await service.contactThroughScout(
        db,
        request.session!.user.id,
        request.body.scout_id,
      )
      return reply.status(created ? 201 : 200).send(contact)
    },
  )
}
