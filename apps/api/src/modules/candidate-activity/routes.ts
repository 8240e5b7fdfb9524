import {
  API_PREFIX,
  candidateEventListSchema,
  pageQuerySchema,
  scoutCampaignJoinBodySchema,
  scoutCampaignJoinStatusSchema,
  scoutCampaignSchema,
  selfApplyBodySchema,
  selfApplyListQuerySchema,
  selfApplyListSchema,
  selfApplySchema,
  viewedColumnListSchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CANDIDATE, PUBLIC } from '../../plugins/access.ts'
import * as service from './service.ts'

/** What a candidate has done on the platform: applications, reading, entries, the campaign. */
export const candidateActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const config = { access: CANDIDATE }

  app.post(
    `${API_PREFIX}/candidate/self_applies`,
    {
      config,
      schema: {
        tags: ['applications'],
        summary:
          'Applies to a public job (pending review); a repeat answers the first application (200)',
        body: selfApplyBodySchema,
        response: { 200: selfApplySchema, 201: selfApplySchema },
      },
    },
    async (request, reply) => {
      const { selfApply, created } = await service.selfApply(
        db,
        request.session!.user.id,
        request.body,
      )
      return reply.status(created ? 201 : 200).send(selfApply)
    },
  )

  app.get(
    `${API_PREFIX}/candidate/self_applies`,
    {
      config,
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, newest first",
        querystring: selfApplyListQuerySchema,
        response: { 200: selfApplyListSchema },
      },
    },
    async (request) => service.listSelfApplies(db, request.session!.user.id, request.query),
  )

  app.get(
    `${API_PREFIX}/candidate/viewed_columns`,
    {
      config,
      schema: {
        tags: ['columns'],
        summary: 'Columns the caller has read, latest first',
        querystring: pageQuerySchema,
        response: { 200: viewedColumnListSchema },
      },
    },
    async (request) => service.listViewedColumns(db, request.session!.user.id, request.query),
  )

  app.get(
    `${API_PREFIX}/candidate/events`,
    {
      config,
      schema: {
        tags: ['events'],
        summary: 'Events and special events the caller has entered',
        response: { 200: candidateEventListSchema },
      },
    },
    async (request) => service.listEntries(db, request.session!.user.id),
  )

  app.get(
    `${API_PREFIX}/scout_campaigns/current`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['scout campaign'],
        summary: 'The special scout week running today (404 noCurrentScoutCampaign when none)',
        response: { 200: scoutCampaignSchema },
      },
    },
    async () => service.currentCampaign(db),
  )

  app.get(
    `${API_PREFIX}/candidate/current_scout_campaign_join_status`,
    {
      config,
      schema: {
        tags: ['scout campaign'],
        summary:
          "The current special scout week, the caller's join status and profile completeness",
        response: { 200: scoutCampaignJoinStatusSchema },
      },
    },
    async (request) => service.joinStatus(db, request.session!.user.id),
  )

  app.put(
    `${API_PREFIX}/candidate/current_scout_campaign_join_status`,
    {
      config,
      schema: {
        tags: ['scout campaign'],
        summary: 'Joins or leaves the current special scout week',
        body: scoutCampaignJoinBodySchema,
        response: { 200: scoutCampaignJoinStatusSchema },
      },
    },
    async (request) => service.saveJoinStatus(db, request.session!.user.id, request.body.is_joined),
  )
}
