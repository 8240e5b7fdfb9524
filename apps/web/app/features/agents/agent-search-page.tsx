import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ListPagination } from '../../components/list-pagination'
import { useTranslation } from '../../lib/i18n'
import { AgentList } from './agent-list'
import { AgentSearchForm, type AgentSearchValues } from './agent-search-form'
import type { AgentSummary, Industry, JobTypeNode, Pagination } from './types'

interface AgentSearchPageProps {
  agents: readonly AgentSummary[]
  pagination: Pagination
  values: AgentSearchValues
  industries: readonly Industry[]
  jobTypes: readonly JobTypeNode[]
}

export function AgentSearchPage({
  agents,
  pagination,
  values,
  industries,
  jobTypes,
}: AgentSearchPageProps) {
  const { t } = useTranslation('agents')
  return (
    <Stack spacing={3}>
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
        >
          {t('search.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('search.description')}
        </Typography>
      </Box>
      <AgentSearchForm values={values} industries={industries} jobTypes={jobTypes} />
      <Box component="section" aria-labelledby="agent-search-results">
        <Typography
          id="agent-search-results"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, mb: 2, fontSize: { xs: 20, md: 24 } }}
        >
          {t('search.results')}
          <Box
            component="span"
            data-testid="agent-count"
            sx={{ ml: 1, fontSize: 16, color: 'text.secondary' }}
          >
            {t('resultCount', { count: pagination.totalCount.toLocaleString() })}
          </Box>
        </Typography>
        <AgentList agents={agents} headingComponent="h3" />
        <ListPagination pagination={pagination} />
      </Box>
    </Stack>
  )
}
