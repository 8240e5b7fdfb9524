import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ListPagination } from '../../components/list-pagination'
import { PageHeading } from '../../components/page-heading'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { AGENT_SEARCH_PATH } from '../../lib/paths'
import { AgentList } from './agent-list'
import type { AgentSummary, Pagination } from './api'

export function AgentListPage({
  agents,
  pagination,
}: {
  agents: readonly AgentSummary[]
  pagination: Pagination
}) {
  const { t, locale } = useTranslation('agents')
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <PageHeading title={t('title')} description={t('description')} />
        <Button
          component={RouterLink}
          to={AGENT_SEARCH_PATH}
          variant="outlined"
          sx={{ flexShrink: 0 }}
        >
          {t('searchLink')}
        </Button>
      </Stack>
      <Typography data-testid="agent-count" sx={{ fontWeight: 700 }}>
        {t('resultCount', { count: formatNumber(locale, pagination.totalCount) })}
      </Typography>
      <AgentList agents={agents} />
      <ListPagination pagination={pagination} />
    </Stack>
  )
}
