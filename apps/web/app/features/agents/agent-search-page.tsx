import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { ListPagination } from '../../components/list-pagination'
import { PageHeading, SectionTitle } from '../../components/page-heading'
import { formatNumber } from '../../lib/format'
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
  const { t, locale } = useTranslation('agents')
  return (
    <Stack spacing={3}>
      <PageHeading title={t('search.heading')} description={t('search.description')} />
      <AgentSearchForm values={values} industries={industries} jobTypes={jobTypes} />
      <Box component="section" aria-labelledby="agent-search-results">
        <SectionTitle
          id="agent-search-results"
          count={t('resultCount', { count: formatNumber(locale, pagination.totalCount) })}
          countTestId="agent-count"
          sx={{ mb: 2 }}
        >
          {t('search.results')}
        </SectionTitle>
        <AgentList agents={agents} headingComponent="h3" />
        <ListPagination pagination={pagination} />
      </Box>
    </Stack>
  )
}
