import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import { ListPagination } from '../../components/list-pagination'
import { useTranslation } from '../../lib/i18n'
import type { AgentDetail, AgentEvaluation, Pagination } from './api'
import { EvaluationList } from './evaluation-card'
import { RatingDistribution } from './rating-distribution'

function TabHeading({ children, count }: { children: ReactNode; count: number }) {
  return (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, fontSize: { xs: 20, md: 24 } }}>
      {children}
      <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 16 }}>
        {`(${count.toLocaleString()})`}
      </Typography>
    </Typography>
  )
}

export function AgentEvaluationsPanel({
  agent,
  evaluations,
  pagination,
}: {
  agent: AgentDetail
  evaluations: readonly AgentEvaluation[]
  pagination: Pagination
}) {
  const { t } = useTranslation('agents')
  return (
    <Stack spacing={3} data-testid="agent-evaluations-panel">
      <TabHeading count={pagination.totalCount}>{t('evaluations.heading')}</TabHeading>
      <RatingDistribution agent={agent} />
      <EvaluationList evaluations={evaluations} />
      <ListPagination pagination={pagination} />
    </Stack>
  )
}

export function AgentJobsPanel({
  jobs,
  pagination,
}: {
  jobs: readonly JobSummary[]
  pagination: Pagination
}) {
  const { t } = useTranslation('agents')
  return (
    <Stack spacing={3} data-testid="agent-jobs-panel">
      <TabHeading count={pagination.totalCount}>{t('jobs.heading')}</TabHeading>
      <JobInfoList jobs={jobs} headingComponent="h3" emptyMessage={t('jobs.empty')} />
      <ListPagination pagination={pagination} />
    </Stack>
  )
}

export function AgentColumnsPanel({
  renderColumns,
  pagination,
}: {
  /** The agent's columns as a grid, which the route composes from the columns feature. */
  renderColumns: (emptyMessage: string) => ReactNode
  pagination: Pagination
}) {
  const { t } = useTranslation('agents')
  return (
    <Stack spacing={3} data-testid="agent-columns-panel">
      <TabHeading count={pagination.totalCount}>{t('columns.heading')}</TabHeading>
      {renderColumns(t('columns.empty'))}
      <ListPagination pagination={pagination} />
    </Stack>
  )
}
