import {
  API_PREFIX,
  bannerJobInfosQuerySchema,
  bannerJobInfosResponseSchema,
  columnRelatedJobInfosQuerySchema,
  jobInfoDetailSchema,
  jobInfoIdParamsSchema,
  jobInfoListResponseSchema,
  jobInfoShortListQuerySchema,
  jobInfoShortListResponseSchema,
  jobInfoStockStateSchema,
  jobInfoTagStatsResponseSchema,
  jobInfoTagsResponseSchema,
  jobSearchConditionBodySchema,
  jobSearchConditionSchema,
  jobSearchConditionsResponseSchema,
  jobSearchQuerySchema,
  jobTypeStatsResponseSchema,
  jobTypesResponseSchema,
  searchJobInfosResponseSchema,
} from '@kakehashi/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import { publicColumnCondition } from '../columns/columns-repository.ts'
import * as jobs from './jobs-service.ts'

const tags = ['jobs']

/**
 * `job_type_ids[]=1&job_type_ids[]=2` (as browsers and Rails-style clients send lists) arrives
 * under a key ending in `[]`; it joins the plain key, so the contracts see one list either way.
 */
async function mergeBracketListKeys(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined
  if (!query || typeof query !== 'object') return
  for (const key of Object.keys(query)) {
    if (!key.endsWith('[]')) continue
    const plain = key.slice(0, -2)
    const values = [query[plain], query[key]].flat().filter((value) => value !== undefined)
    query[plain] = values
    delete query[key]
  }
}

/** The signed-in caller of a request, in the shape the service needs. */
function viewerOf(request: FastifyRequest): jobs.Viewer | null {
  const user = request.session?.user
  return user ? { userId: user.id, roleType: user.roleType } : null
}

/** The candidate making a CANDIDATE request; the access plugin has already refused anyone else. */
function candidateId(request: FastifyRequest): number {
  const user = request.session?.user
  if (!user) throw new Error('CANDIDATE route reached without a session')
  return user.id
}

/** Public job lists and detail, stocks and saved searches (spec section 7, "Public"). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  app.addHook('preValidation', mergeBracketListKeys)

  app.get(
    `${API_PREFIX}/job_infos`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Public jobs, filtered and sorted',
        querystring: jobSearchQuerySchema,
        response: { 200: jobInfoListResponseSchema },
      },
    },
    (request) => jobs.listJobInfos(db, request.query),
  )

  app.get(
    `${API_PREFIX}/search_job_infos`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Job search: keywords (AND, Japanese-aware) and filters',
        querystring: jobSearchQuerySchema,
        response: { 200: searchJobInfosResponseSchema },
      },
    },
    (request) => jobs.searchJobInfos(db, request.query),
  )

  app.get(
    `${API_PREFIX}/job_infos/special_pickup`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Featured public jobs for the home page',
        querystring: jobInfoShortListQuerySchema,
        response: { 200: jobInfoShortListResponseSchema },
      },
    },
    (request) => jobs.specialPickupJobInfos(db, request.query.limit),
  )

  app.get(
    `${API_PREFIX}/latest_job_infos`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The newest public jobs',
        querystring: jobInfoShortListQuerySchema,
        response: { 200: jobInfoShortListResponseSchema },
      },
    },
    (request) => jobs.latestJobInfos(db, request.query.limit),
  )

  app.get(
    `${API_PREFIX}/job_infos/:id`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'A public job with its JobPosting structured data; counts a view',
        params: jobInfoIdParamsSchema,
        response: { 200: jobInfoDetailSchema },
      },
    },
    (request) =>
      jobs.jobInfoDetail(db, request.params.id, viewerOf(request), {
        baseUrl: app.config.publicBaseUrl,
      }),
  )

  app.post(
    `${API_PREFIX}/job_infos/:id/job_info_stocks`,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        summary: 'Stock a public job (idempotent: 201 when new, 200 when already stocked)',
        params: jobInfoIdParamsSchema,
        response: { 200: jobInfoStockStateSchema, 201: jobInfoStockStateSchema },
      },
    },
    async (request, reply) => {
      const { created, state } = await jobs.stockJobInfo(
        db,
        candidateId(request),
        request.params.id,
      )
      return reply.status(created ? 201 : 200).send(state)
    },
  )

  app.delete(
    `${API_PREFIX}/job_infos/:id/job_info_stocks`,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        summary: "Remove the caller's stock of a job (idempotent)",
        params: jobInfoIdParamsSchema,
        response: { 200: jobInfoStockStateSchema },
      },
    },
    (request) => jobs.unstockJobInfo(db, candidateId(request), request.params.id),
  )

  app.get(
    `${API_PREFIX}/banner_job_infos`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Banner jobs triggered by the words of a search keyword (10 a page)',
        querystring: bannerJobInfosQuerySchema,
        response: { 200: bannerJobInfosResponseSchema },
      },
    },
    (request) => jobs.bannerJobInfos(db, request.query.keyword, request.query.page),
  )

  app.get(
    `${API_PREFIX}/column_related_job_infos`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "A public column's related public jobs, in the editor's order",
        querystring: columnRelatedJobInfosQuerySchema,
        response: { 200: jobInfoShortListResponseSchema },
      },
    },
    (request) => jobs.columnRelatedJobInfos(db, request.query.column_id, publicColumnCondition()),
  )

  app.get(
    `${API_PREFIX}/job_info_tags`,
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Job tags', response: { 200: jobInfoTagsResponseSchema } },
    },
    () => jobs.jobInfoTags(db),
  )

  app.get(
    `${API_PREFIX}/job_info_tags/stats`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Public jobs per job tag',
        response: { 200: jobInfoTagStatsResponseSchema },
      },
    },
    () => jobs.jobInfoTagStats(db),
  )

  app.get(
    `${API_PREFIX}/job_types`,
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Job types as a tree', response: { 200: jobTypesResponseSchema } },
    },
    () => jobs.jobTypeTree(db),
  )

  app.get(
    `${API_PREFIX}/job_types/stats`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Public jobs per job type (a parent includes its children)',
        response: { 200: jobTypeStatsResponseSchema },
      },
    },
    () => jobs.jobTypeStats(db),
  )

  const conditionsBase = `${API_PREFIX}/candidate/job_search_conditions`

  app.get(
    conditionsBase,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        summary: "The caller's saved job searches, newest first",
        response: { 200: jobSearchConditionsResponseSchema },
      },
    },
    (request) => jobs.listSearchConditions(db, candidateId(request)),
  )

  app.post(
    conditionsBase,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        summary: 'Save a job search (at most JOB_SEARCH_CONDITIONS_MAX per candidate)',
        body: jobSearchConditionBodySchema,
        response: { 200: jobSearchConditionSchema, 201: jobSearchConditionSchema },
      },
    },
    async (request, reply) => {
      const saved = await jobs.saveSearchCondition(db, candidateId(request), request.body)
      return reply.status(saved.created ? 201 : 200).send(saved.condition)
    },
  )

  app.delete(
    `${conditionsBase}/:id`,
    {
      config: { access: CANDIDATE },
      schema: {
        tags,
        summary: "Delete one of the caller's saved job searches",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await jobs.deleteSearchCondition(db, candidateId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
