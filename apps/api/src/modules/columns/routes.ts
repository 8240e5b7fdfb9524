import {
  API_PREFIX,
  columnDetailSchema,
  columnListQuerySchema,
  columnListSchema,
  columnSearchQuerySchema,
  pickupColumnListSchema,
  tagCategoryListSchema,
  tagListSchema,
  tagSchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUBLIC } from '../../plugins/access.ts'
import * as service from './columns-service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Columns (articles), their tags and tag categories: public reading. */
export const columnRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ColumnsDeps = { db: app.database.db, baseUrl: app.config.publicBaseUrl }
  const tags = ['columns']

  app.get(
    `${API_PREFIX}/columns`,
    {
      config: { access: PUBLIC },
      schema: { tags, querystring: columnListQuerySchema, response: { 200: columnListSchema } },
    },
    async (request) => service.listColumns(deps, request.query),
  )

  app.get(
    `${API_PREFIX}/columns/:id`,
    {
      config: { access: PUBLIC },
      schema: { tags, params: idParams, response: { 200: columnDetailSchema } },
    },
    async (request) => service.readColumn(deps, request.params.id, request.session?.user ?? null),
  )

  app.get(
    `${API_PREFIX}/pickup_columns`,
    {
      config: { access: PUBLIC },
      schema: { tags, response: { 200: pickupColumnListSchema } },
    },
    async () => ({ columns: await service.listPickupColumns(deps) }),
  )

  app.get(
    `${API_PREFIX}/search_columns`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        querystring: columnSearchQuerySchema,
        response: { 200: columnListSchema },
      },
    },
    async (request) => service.searchColumns(deps, request.query),
  )

  app.get(
    `${API_PREFIX}/tags`,
    { config: { access: PUBLIC }, schema: { tags, response: { 200: tagListSchema } } },
    async () => ({ tags: await service.listTags(deps) }),
  )

  app.get(
    `${API_PREFIX}/tags/:id`,
    {
      config: { access: PUBLIC },
      schema: { tags, params: idParams, response: { 200: tagSchema } },
    },
    async (request) => service.findTag(deps, request.params.id),
  )

  app.get(
    `${API_PREFIX}/tag_categories`,
    { config: { access: PUBLIC }, schema: { tags, response: { 200: tagCategoryListSchema } } },
    async () => ({ tag_categories: await service.listTagCategories(deps) }),
  )
}
