import {
  API_PREFIX,
  agentDetailSchema,
  agentEvaluationListQuerySchema,
  agentEvaluationListResponseSchema,
  agentEvaluationSchema,
  agentListQuerySchema,
  agentListResponseSchema,
} from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUBLIC } from '../../plugins/access.ts'
import * as service from './agents-service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Recruiting agents of the public catalogue and candidates' evaluations of them. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const tags = ['agents']
  const config = { access: PUBLIC }

  app.get(
    `${API_PREFIX}/agents`,
    {
      config,
      schema: {
        tags,
        summary: 'Agents with their ratings, filtered by keyword, industries and job types',
        querystring: agentListQuerySchema,
        response: { 200: agentListResponseSchema },
      },
    },
    async (request) => service.listAgents(db, request.query),
  )

  app.get(
    `${API_PREFIX}/agents/:id`,
    {
      config,
      schema: {
        tags,
        summary: "An agent's profile, specialities, rating distribution and counts",
        params: idParams,
        response: { 200: agentDetailSchema },
      },
    },
    async (request) => service.getAgent(db, request.params.id),
  )

  app.get(
    `${API_PREFIX}/agent_evaluations`,
    {
      config,
      schema: {
        tags,
        summary: 'Evaluations of agents, newest first; reviewers stay anonymous',
        querystring: agentEvaluationListQuerySchema,
        response: { 200: agentEvaluationListResponseSchema },
      },
    },
    async (request) => service.listEvaluations(db, request.query),
  )

  app.get(
    `${API_PREFIX}/agent_evaluations/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One evaluation of an agent',
        params: idParams,
        response: { 200: agentEvaluationSchema },
      },
    },
    async (request) => service.getEvaluation(db, request.params.id),
  )
}
