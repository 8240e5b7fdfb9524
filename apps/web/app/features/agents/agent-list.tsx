import type { ElementType } from 'react'
import { CardGrid } from '../../components/card-grid'
import { useTranslation } from '../../lib/i18n'
import { AgentCard } from './agent-card'
import type { AgentSummary } from './api'

/** Agents as a list (one column on a phone, two from md up), or an empty state. */
export function AgentList({
  agents,
  headingComponent,
}: {
  agents: readonly AgentSummary[]
  headingComponent?: ElementType
}) {
  const { t } = useTranslation('agents')
  return (
    <CardGrid
      items={agents}
      getKey={(agent) => agent.id}
      renderItem={(agent) => <AgentCard agent={agent} headingComponent={headingComponent} />}
      emptyMessage={t('empty')}
      testId="agent-list"
      emptyTestId="agent-list-empty"
    />
  )
}
