import {
  API_PREFIX,
  companyDetailSchema,
  companyFollowBodySchema,
  companyFollowSchema,
  companyListQuerySchema,
  companyListResponseSchema,
  companySuggestQuerySchema,
  companySuggestResponseSchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import * as service from './companies-service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Companies of the public catalogue, and candidates following them. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const tags = ['companies']

  app.get(
    `${API_PREFIX}/companies`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Companies, filtered by keyword, industry, prefecture and foreign affiliation',
        querystring: companyListQuerySchema,
        response: { 200: companyListResponseSchema },
      },
    },
    async (request) => service.listCompanies(db, request.query),
  )

  app.get(
    `${API_PREFIX}/companies/suggest`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Company names for an autocomplete box',
        querystring: companySuggestQuerySchema,
        response: { 200: companySuggestResponseSchema },
      },
    },
    async (request, reply) => {
      // The same for every visitor, and typed letter by letter: worth a short cache.
      reply.header('cache-control', 'public, max-age=300')
      return { companies: await service.suggestCompanies(db, request.query.keyword) }
    },
  )

  app.get(
    `${API_PREFIX}/companies/:id`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "A company's profile, its public job count and the caller's follow",
        params: idParams,
        response: { 200: companyDetailSchema },
      },
    },
    async (request) => {
      const user = request.session?.user
      const candidateId = user?.roleType === 'Candidate' ? user.id : null
      return service.getCompany(db, request.params.id, candidateId)
    },
  )

  app.post(
    `${API_PREFIX}/candidate/company_follows`,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        summary: 'Follow a company; repeating the call returns the existing follow (200)',
        body: companyFollowBodySchema,
        response: { 200: companyFollowSchema, 201: companyFollowSchema },
      },
    },
    async (request, reply) => {
      const { follow, created } = await service.followCompany(
        db,
        request.session!.user.id,
        request.body.company_id,
      )
      return reply.status(created ? 201 : 200).send(follow)
    },
  )

  app.delete(
    `${API_PREFIX}/candidate/company_follows/:id`,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        summary: "Unfollow; only the caller's own follow",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.unfollowCompany(db, request.session!.user.id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
