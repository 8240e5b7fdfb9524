import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import type { JobSummary } from '../../components/job-info-card'
import { JobInfoList } from '../../components/job-info-card'
import { ListPagination } from '../../components/list-pagination'
import { SectionTitle } from '../../components/page-heading'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { AgentDetail, AgentEvaluation, Pagination } from './api'
import { EvaluationList } from './evaluation-card'
import { RatingDistribution } from './rating-distribution'

/** A paged tab of the agent page: its heading with the total, the page of items, page links. */
function TabPanel({
  testId,
  heading,
  pagination,
  children,
}: {
  testId: string
  heading: string
  pagination: Pagination
  children: ReactNode
}) {
  const { locale } = useTranslation('agents')
  return (
    <Stack spacing={3} data-testid={testId}>
      <SectionTitle count={`(${formatNumber(locale, pagination.totalCount)})`}>
        {heading}
      </SectionTitle>
      {children}
      <ListPagination pagination={pagination} />
    </Stack>
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
    <TabPanel
      testId="agent-evaluations-panel"
      heading={t('evaluations.heading')}
      pagination={pagination}
    >
      <RatingDistribution agent={agent} />
      <EvaluationList evaluations={evaluations} />
    </TabPanel>
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
    <TabPanel testId="agent-jobs-panel" heading={t('jobs.heading')} pagination={pagination}>
      <JobInfoList jobs={jobs} headingComponent="h3" emptyMessage={t('jobs.empty')} />
    </TabPanel>
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
    <TabPanel testId="agent-columns-panel" heading={t('columns.heading')} pagination={pagination}>
      {renderColumns(t('columns.empty'))}
    </TabPanel>
  )
}
