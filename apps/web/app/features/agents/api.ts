import { agentEndpoints, type jobEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the agents feature, typed by the contracts.

export type AgentList = CallResult<typeof agentEndpoints.listAgents>
export type AgentSummary = AgentList['agents'][number]
export type Pagination = AgentList['pagination']
export type AgentDetail = CallResult<typeof agentEndpoints.getAgent>
export type AgentEvaluationList = CallResult<typeof agentEndpoints.listAgentEvaluations>
export type AgentEvaluation = AgentEvaluationList['agentEvaluations'][number]
/** Job types as the search form offers them; the jobs feature fetches the list. */
export type JobTypeNode = CallResult<typeof jobEndpoints.listJobTypes>['jobTypes'][number]
export type AgentListQuery = NonNullable<CallInput<typeof agentEndpoints.listAgents>['query']>
export type AgentEvaluationListQuery = NonNullable<
  CallInput<typeof agentEndpoints.listAgentEvaluations>['query']
>

export function fetchAgents(api: ApiClient, query: AgentListQuery): Promise<AgentList> {
  return api.call(agentEndpoints.listAgents, { query })
}

export function fetchAgent(api: ApiClient, id: number): Promise<AgentDetail> {
  return api.call(agentEndpoints.getAgent, { params: { id } })
}

export function fetchAgentEvaluations(
  api: ApiClient,
  query: AgentEvaluationListQuery,
): Promise<AgentEvaluationList> {
  return api.call(agentEndpoints.listAgentEvaluations, { query })
}
