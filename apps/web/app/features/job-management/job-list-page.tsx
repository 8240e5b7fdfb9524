import { JOB_EXPIRING_DAYS, type JobStatus } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { StateTabs } from '../../components/state-tabs'
import { TextField } from '../../components/text-field'
import { formatDate, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { ManagedJobList, ManagedJobRow } from '../../lib/managed-jobs'
import { JobMessages } from './job-messages'
import { JobStatusChip, RecruitmentPeriod } from './job-status'
import { MANAGED_JOBS_PATH, managedJobPath, NEW_MANAGED_JOB_PATH } from './paths'
import { type JobNotice, useJobActions } from './use-job-actions'

/** The list's filters as the address holds them. */
export interface JobListFilters {
  status: JobStatus | undefined
  /** Only the open or scout-only jobs ending within JOB_EXPIRING_DAYS days. */
  expiring: boolean
  keyword: string
  sort: string
}

/** The sort the list has when the address names none: the latest change first. */
export const DEFAULT_JOB_LIST_SORT = '-updated_at'
export const JOB_LIST_PER_OPTIONS = [20, 50, 100] as const

// The status filter, in the order of spec section 4; closed jobs are the trash.
const TABS = [undefined, 'open', 'open_for_scout', 'draft', 'closed'] as const

/** Only a published job that is near or past its end offers extend and close in the list. */
const isActionable = (job: ManagedJobRow) =>
  (job.status === 'open' || job.status === 'open_for_scout') && (job.isExpired || job.isExpiring)

function StatusNav({ list, current }: { list: ManagedJobList; current: JobStatus | undefined }) {
  const { t, locale } = useTranslation('jobManagement')
  const { open, openForScout, draft, closed } = list.statusCounts
  const counts = { open, open_for_scout: openForScout, draft, closed }
  // "All" is every job but the trash, as the list without a status shows.
  const countOf = (status: JobStatus | undefined) =>
    status ? counts[status] : open + openForScout + draft
  return (
    <StateTabs
      label={t('list.statusNav')}
      param="status"
      current={current}
      tabs={TABS.map((status) => ({
        value: status,
        label: `${t(`tabs.${status ?? 'all'}`)} (${formatNumber(locale, countOf(status))})`,
        testId: `job-tab-${status ?? 'all'}`,
      }))}
    />
  )
}

/**
 * The recruiter's jobs (/client/job_infos): a state filter, a keyword search, the jobs ending
 * soon, and a paged table sorted through the address; jobs near or past their end can be
 * extended or closed in place.
 */
export function JobListPage({
  list,
  filters,
  initialNotice,
}: {
  list: ManagedJobList
  filters: JobListFilters
  initialNotice: JobNotice | null
}) {
  const { t, locale } = useTranslation('jobManagement')
  const common = useTranslation('common').t
  const actions = useJobActions(initialNotice)

  const columns: DataTableColumn<ManagedJobRow>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      phone: 'title',
      cell: (job) => (
        <MuiLink
          component={Link}
          to={managedJobPath(job.id)}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {job.title}
        </MuiLink>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (job) => <JobStatusChip status={job.status} />,
    },
    {
      key: 'company',
      header: t('columns.company'),
      cell: (job) => (
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {job.displayCompanyName}
        </Typography>
      ),
    },
    {
      key: 'period',
      header: t('columns.period'),
      sortKey: 'recruitment_end_on',
      firstSortDirection: 'asc',
      isSortDirectionFixed: true,
      cell: (job) => <RecruitmentPeriod job={job} />,
    },
    {
      key: 'updatedAt',
      header: t('columns.updatedAt'),
      sortKey: 'updated_at',
      firstSortDirection: 'desc',
      isSortDirectionFixed: true,
      cell: (job) => formatDate(locale, job.updatedAt),
    },
    {
      key: 'actions',
      header: common('dataTable.actions'),
      align: 'right',
      phone: 'actions',
      cell: (job) =>
        isActionable(job) ? (
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {job.canExtend ? (
              <Button
                size="small"
                variant="outlined"
                disabled={actions.isBusy}
                aria-label={t('actions.extendLabel', { title: job.title })}
                onClick={() => actions.extend(job.id)}
              >
                {t('actions.extend')}
              </Button>
            ) : null}
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={actions.isBusy}
              aria-label={t('actions.closeLabel', { title: job.title })}
              onClick={() => actions.close(job.id)}
            >
              {t('actions.close')}
            </Button>
          </Stack>
        ) : null,
    },
  ]

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('title')}
        description={t('description')}
        action={
          <Button
            component={Link}
            to={NEW_MANAGED_JOB_PATH}
            variant="contained"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('newJob')}
          </Button>
        }
      />
      <JobMessages notice={actions.notice} failure={actions.failure} />
      <StatusNav list={list} current={filters.status} />
      <SearchPanel action={MANAGED_JOBS_PATH} label={t('list.searchLabel')} spacing={2}>
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        {filters.sort !== DEFAULT_JOB_LIST_SORT ? (
          <input type="hidden" name="sort" value={filters.sort} />
        ) : null}
        <TextField
          // A new address brings its own keyword into the box.
          key={filters.keyword}
          name="keyword"
          type="search"
          label={t('list.keyword')}
          placeholder={t('list.keywordPlaceholder')}
          defaultValue={filters.keyword}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255 }, inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={<Checkbox name="expiring" value="true" defaultChecked={filters.expiring} />}
          label={t('list.expiring', { count: JOB_EXPIRING_DAYS })}
        />
        <SearchPanelActions
          clearTo={
            filters.status ? `${MANAGED_JOBS_PATH}?status=${filters.status}` : MANAGED_JOBS_PATH
          }
          clearLabel={t('list.clear')}
          submitLabel={t('list.search')}
        />
      </SearchPanel>
      {filters.keyword ? (
        <Typography component="h2" variant="h6">
          {t('list.resultFor', { keyword: filters.keyword })}
        </Typography>
      ) : null}
      <DataTable
        label={
          filters.status ? `${t('list.label')}: ${t(`tabs.${filters.status}`)}` : t('list.label')
        }
        columns={columns}
        rows={list.jobInfos}
        getRowId={(job) => job.id}
        pagination={list.pagination}
        isCountCapped={list.totalCountCapped}
        defaultSort={DEFAULT_JOB_LIST_SORT}
        perOptions={JOB_LIST_PER_OPTIONS}
        rowProps={(job) => ({ 'data-testid': 'managed-job', 'data-job-id': job.id })}
        emptyMessage={filters.status === 'closed' ? t('list.emptyTrash') : t('list.empty')}
      />
    </Stack>
  )
}
