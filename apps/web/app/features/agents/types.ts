import type {
  AgentDetail as AgentDetailWire,
  AgentEvaluation as AgentEvaluationWire,
  AgentSummary as AgentSummaryWire,
  JobTypeNode as JobTypeNodeWire,
  Pagination as PaginationWire,
  ReferenceIndustry as ReferenceIndustryWire,
} from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

// The agent contracts as pages receive them, after the API client camelCased them.
export type AgentSummary = CamelCasedPropertiesDeep<AgentSummaryWire>
export type AgentDetail = CamelCasedPropertiesDeep<AgentDetailWire>
export type AgentEvaluation = CamelCasedPropertiesDeep<AgentEvaluationWire>
export type Pagination = CamelCasedPropertiesDeep<PaginationWire>
export type Industry = CamelCasedPropertiesDeep<ReferenceIndustryWire>
export type JobTypeNode = CamelCasedPropertiesDeep<JobTypeNodeWire>

export const agentPath = (id: number) => `/agents/${id}`

/** The tabs of an agent's page, each its own address below the agent's. */
export const AGENT_TABS = ['overview', 'evaluations', 'jobs', 'columns'] as const
export type AgentTab = (typeof AGENT_TABS)[number]

export const agentTabPath = (id: number, tab: AgentTab) =>
  tab === 'overview' ? agentPath(id) : `${agentPath(id)}/${tab}`
