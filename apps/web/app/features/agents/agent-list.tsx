import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ElementType } from 'react'
import { useTranslation } from '../../lib/i18n'
import { AgentCard } from './agent-card'
import type { AgentSummary } from './types'

/** Agents as a list (one column on a phone, two from md up), or an empty state. */
export function AgentList({
  agents,
  headingComponent,
}: {
  agents: readonly AgentSummary[]
  headingComponent?: ElementType
}) {
  const { t } = useTranslation('agents')
  if (agents.length === 0) {
    return (
      <Typography
        data-testid="agent-list-empty"
        color="text.secondary"
        sx={{ py: 4, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 1 }}
      >
        {t('empty')}
      </Typography>
    )
  }
  return (
    <Box
      component="ul"
      data-testid="agent-list"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {agents.map((agent) => (
        <li key={agent.id}>
          <AgentCard agent={agent} headingComponent={headingComponent} />
        </li>
      ))}
    </Box>
  )
}
