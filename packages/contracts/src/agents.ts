import { z } from 'zod'
import { publicAgentMovieSchema } from './agent-movies.ts'
import { jobTypeRefSchema } from './jobs.ts'
import {
  idListQuerySchema,
  namedRecordSchema,
  pageQuerySchema,
  paginationSchema,
} from './pagination.ts'
import { idSchema } from './validation/id.ts'
import { stringInput } from './validation/issues.ts'

/** Ratings of agent evaluations run from 1 to 5 stars. */
export const AGENT_RATINGS = [1, 2, 3, 4, 5] as const

export const agentListQuerySchema = pageQuerySchema.extend({
  keyword: stringInput().trim().max(255).optional(),
  industry_ids: idListQuerySchema,
  job_type_ids: idListQuerySchema,
})
export type AgentListQuery = z.infer<typeof agentListQuerySchema>

const agentFields = {
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  catch_copy: z.string(),
  logo_path: z.string().nullable(),
  prefecture: namedRecordSchema.nullable(),
  industries: z.array(namedRecordSchema),
  job_types: z.array(jobTypeRefSchema),
  /** Mean of the published evaluations, one decimal; null before the first evaluation. */
  average_rating: z.number().nullable(),
  evaluation_count: z.number().int(),
}

/** An agent as lists and search results show it. */
export const agentSummarySchema = z.object(agentFields).meta({ id: 'AgentSummary' })
export type AgentSummary = z.infer<typeof agentSummarySchema>

export const agentListResponseSchema = z
  .object({ agents: z.array(agentSummarySchema), pagination: paginationSchema })
  .meta({ id: 'AgentList' })

export const agentRatingCountSchema = z
  .object({ rating: z.number().int().min(1).max(5), count: z.number().int() })
  .meta({ id: 'AgentRatingCount' })

export const agentDetailSchema = z
  .object({
    ...agentFields,
    description: z.string(),
    description_en: z.string().nullable(),
    website_url: z.string().nullable(),
    consultant_count: z.number().int().nullable(),
    founded_year: z.number().int().nullable(),
    /** One entry per rating from 5 stars down to 1, zeros included. */
    rating_distribution: z.array(agentRatingCountSchema),
    public_job_count: z.number().int(),
    column_count: z.number().int(),
    /** The agent firm's shown movies, in its order. */
    movies: z.array(publicAgentMovieSchema),
    updated_at: z.string(),
  })
  .meta({ id: 'AgentDetail' })
export type AgentDetail = z.infer<typeof agentDetailSchema>

export const agentEvaluationListQuerySchema = pageQuerySchema.extend({
  agent_id: idSchema().optional(),
})
export type AgentEvaluationListQuery = z.infer<typeof agentEvaluationListQuerySchema>

/**
 * A candidate's review of an agent. The reviewer is described only by age group, job type and
 * whether they changed jobs; who wrote it never leaves the API.
 */
export const agentEvaluationSchema = z
  .object({
    id: z.number().int(),
    agent: z.object({ id: z.number().int(), name: z.string(), name_en: z.string().nullable() }),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    reviewer_age_group: z.string().nullable(),
    reviewer_job_type: z.string().nullable(),
    changed_job: z.boolean(),
    published_at: z.string(),
  })
  .meta({ id: 'AgentEvaluation' })
export type AgentEvaluation = z.infer<typeof agentEvaluationSchema>

export const agentEvaluationListResponseSchema = z
  .object({ agent_evaluations: z.array(agentEvaluationSchema), pagination: paginationSchema })
  .meta({ id: 'AgentEvaluationList' })
