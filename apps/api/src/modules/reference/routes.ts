import {
  API_PREFIX,
  certificationsResponseSchema,
  industriesResponseSchema,
  languagesResponseSchema,
  majorTypesResponseSchema,
  prefecturesResponseSchema,
  universitiesSuggestQuerySchema,
  universitiesSuggestResponseSchema,
} from '@kakehashi/contracts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PUBLIC } from '../../plugins/access.ts'
import * as service from './reference-service.ts'

// The lists change only with a migration, so browsers and shared caches may keep them an hour;
// suggestions are cheaper to repeat but still the same for every visitor.
const LIST_CACHE = 'public, max-age=3600'
const SUGGEST_CACHE = 'public, max-age=300'

const cacheable = (reply: FastifyReply, value: string) => reply.header('cache-control', value)

/** The public reference lists forms and filters are built from. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const tags = ['reference']
  const config = { access: PUBLIC }

  app.get(
    `${API_PREFIX}/industries`,
    { config, schema: { tags, response: { 200: industriesResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply, LIST_CACHE)
      return { industries: await service.industries(db) }
    },
  )

  app.get(
    `${API_PREFIX}/languages`,
    { config, schema: { tags, response: { 200: languagesResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply, LIST_CACHE)
      return { languages: await service.languages(db) }
    },
  )

  app.get(
    `${API_PREFIX}/major_types`,
    { config, schema: { tags, response: { 200: majorTypesResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply, LIST_CACHE)
      return { major_types: await service.majorTypes(db) }
    },
  )

  app.get(
    `${API_PREFIX}/prefectures`,
    { config, schema: { tags, response: { 200: prefecturesResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply, LIST_CACHE)
      return { prefectures: await service.prefectures(db) }
    },
  )

  app.get(
    `${API_PREFIX}/certifications`,
    { config, schema: { tags, response: { 200: certificationsResponseSchema } } },
    async (_request, reply) => {
      cacheable(reply, LIST_CACHE)
      return { certifications: await service.certifications(db) }
    },
  )

  app.get(
    `${API_PREFIX}/universities/suggest`,
    {
      config,
      schema: {
        tags,
        querystring: universitiesSuggestQuerySchema,
        response: { 200: universitiesSuggestResponseSchema },
      },
    },
    async (request, reply) => {
      cacheable(reply, SUGGEST_CACHE)
      return { universities: await service.suggestUniversities(db, request.query.keyword) }
    },
  )
}
