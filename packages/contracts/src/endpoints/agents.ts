import {
  agentDetailSchema,
  agentEvaluationListQuerySchema,
  agentEvaluationListResponseSchema,
  agentEvaluationSchema,
  agentListQuerySchema,
  agentListResponseSchema,
} from '../agents.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['agents']

/** Recruiting agents of the public catalogue and candidates' evaluations of them. */
export const agentEndpoints = {
  listAgents: defineEndpoint({
    method: 'GET',
    path: '/agents',
    summary: 'Agents with their ratings, filtered by keyword, industries and job types',
    tags,
    query: agentListQuerySchema,
    response: agentListResponseSchema,
  }),
  getAgent: defineEndpoint({
    method: 'GET',
    path: '/agents/:id',
    summary: "An agent's profile, specialities, rating distribution and counts",
    tags,
    params: idParamsSchema,
    response: agentDetailSchema,
  }),
  listAgentEvaluations: defineEndpoint({
    method: 'GET',
    path: '/agent_evaluations',
    summary: 'Evaluations of agents, newest first; reviewers stay anonymous',
    tags,
    query: agentEvaluationListQuerySchema,
    response: agentEvaluationListResponseSchema,
  }),
  getAgentEvaluation: defineEndpoint({
    method: 'GET',
    path: '/agent_evaluations/:id',
    summary: 'One evaluation of an agent',
    tags,
    params: idParamsSchema,
    response: agentEvaluationSchema,
  }),
}
