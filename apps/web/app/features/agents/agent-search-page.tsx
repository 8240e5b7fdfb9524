import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ListPagination } from '../../components/list-pagination'
import { PageHeading } from '../../components/page-heading'
import { useTranslation } from '../../lib/i18n'
import type { Industry } from '../../lib/reference'
import { AgentList } from './agent-list'
import { AgentSearchForm, type AgentSearchValues } from './agent-search-form'
import type { AgentSummary, JobTypeNode, Pagination } from './api'

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
      <PageHeading title={t('search.heading')} description={t('search.description')} />
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
