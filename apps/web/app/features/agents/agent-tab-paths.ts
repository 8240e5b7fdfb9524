import { agentPath } from '../../lib/paths'

/** The tabs of an agent's page, each its own address below the agent's. */
export const AGENT_TABS = ['overview', 'evaluations', 'jobs', 'columns'] as const
export type AgentTab = (typeof AGENT_TABS)[number]

export const agentTabPath = (id: number, tab: AgentTab) =>
  tab === 'overview' ? agentPath(id) : `${agentPath(id)}/${tab}`
