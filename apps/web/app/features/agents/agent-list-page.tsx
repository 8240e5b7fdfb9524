import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ListPagination } from '../../components/list-pagination'
import { useTranslation } from '../../lib/i18n'
import { AgentList } from './agent-list'
import type { AgentSummary, Pagination } from './types'

export function AgentListPage({
  agents,
  pagination,
}: {
  agents: readonly AgentSummary[]
  pagination: Pagination
}) {
  const { t } = useTranslation('agents')
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
          >
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('description')}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/agents/search"
          variant="outlined"
          sx={{ flexShrink: 0 }}
        >
          {t('searchLink')}
        </Button>
      </Stack>
      <Typography data-testid="agent-count" sx={{ fontWeight: 700 }}>
        {t('resultCount', { count: pagination.totalCount.toLocaleString() })}
      </Typography>
      <AgentList agents={agents} />
      <ListPagination pagination={pagination} />
    </Stack>
  )
}
