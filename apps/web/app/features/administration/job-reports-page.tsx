import { JOB_REPORT_STATES, type JobReportState } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormDialog } from '../../components/form-dialog'
import { FormAlert, TextInput } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { StateTabs } from '../../components/state-tabs'
import { Tag } from '../../components/tag'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { jobPath } from '../../lib/paths'
import {
  closeJobByAdministrator,
  dismissJobReport,
  type JobReportList,
  type JobReportRecord,
} from './api'
import { adminOrganisationPath } from './paths'

const TABS = [undefined, ...JOB_REPORT_STATES] as const

/** Closing asks for the reason the publisher will read. */
function CloseDialog({
  report,
  onClose,
  onClosed,
}: {
  report: JobReportRecord
  onClose: () => void
  onClosed: () => void
}) {
  const { t } = useTranslation('admin')
  const form = useForm({
    initialValues: { reason: '' },
    schema: (schemas) => schemas.jobClosureBodySchema,
    submit: (body) => closeJobByAdministrator(getBrowserApi(), report.jobInfo.id, body),
    fallbackMessage: t('jobReports.failed'),
    revalidate: true,
    onSuccess: onClosed,
  })
  return (
    <FormDialog
      title={t('jobReports.closeTitle', { title: report.jobInfo.title })}
      form={form}
      submitLabel={t('jobReports.closeConfirm')}
      cancelLabel={t('jobReports.cancel')}
      submitColour="error"
      onClose={onClose}
    >
      <TextInput
        form={form}
        path="reason"
        label={t('jobReports.closeReason')}
        multiline
        minRows={3}
        required
      />
    </FormDialog>
  )
}

/**
 * Reported listings (/admin/job_info_reports): the newest first, by state; an administrator
 * closes a listing with a reason its publisher is told, or finds nothing to do.
 */
export function JobReportsPage({
  list,
  state,
}: {
  list: JobReportList
  state: JobReportState | undefined
}) {
  const { t, locale } = useTranslation('admin')
  const jobs = useTranslation('jobs').t
  const _location = useLocation()
  const [closing, setClosing] = useState<JobReportRecord | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const dismiss = useMutation(
    (report: JobReportRecord) => dismissJobReport(getBrowserApi(), report.id),
    {
      fallbackMessage: t('jobReports.failed'),
      revalidate: true,
      onSuccess: () => setNotice(t('jobReports.dismissed')),
    },
  )
  const columns: DataTableColumn<JobReportRecord>[] = [
    {
      key: 'job',
      header: t('jobReports.columns.job'),
      phone: 'title',
      cell: (report) => (
        <Stack spacing={0.5}>
          <MuiLink component={Link} to={jobPath(report.jobInfo.id)} sx={{ fontWeight: 700 }}>
            {report.jobInfo.title}
          </MuiLink>
          {report.jobInfo.closedReason ? (
            <Typography variant="body2" color="text.secondary">
              {t('jobReports.closedReason', { reason: report.jobInfo.closedReason })}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'organisation',
      header: t('jobReports.columns.organisation'),
      cell: (report) => (
        <MuiLink component={Link} to={adminOrganisationPath(report.jobInfo.organisation.id)}>
          {report.jobInfo.organisation.name}
        </MuiLink>
      ),
    },
    {
      key: 'reason',
      header: t('jobReports.columns.reason'),
      cell: (report) => jobs(`report.reasons.${report.reason}`),
    },
    {
      key: 'body',
      header: t('jobReports.columns.body'),
      cell: (report) => (
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 360 }}>
          {report.body}
          {report.reporterEmail ? (
            <Typography variant="body2" color="text.secondary">
              {report.reporterEmail}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'reportedAt',
      header: t('jobReports.columns.reportedAt'),
      cell: (report) => formatDateTime(locale, report.createdAt),
    },
    {
      key: 'state',
      header: t('jobReports.columns.state'),
      cell: (report) => (
        <Tag variant="filled" colour={report.state === 'open' ? 'warning' : 'default'}>
          {t(`jobReports.states.${report.state}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('jobReports.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (report) =>
        report.state === 'open' ? (
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              color="error"
              aria-label={t('jobReports.closeLabel', { title: report.jobInfo.title })}
              onClick={() => setClosing(report)}
            >
              {t('jobReports.close')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={dismiss.pending}
              aria-label={t('jobReports.dismissLabel', { title: report.jobInfo.title })}
              onClick={() => void dismiss.run(report)}
            >
              {t('jobReports.dismiss')}
            </Button>
          </Stack>
        ) : null,
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('jobReports.title')} description={t('jobReports.description')} />
      <StateTabs
        label={t('jobReports.stateNav')}
        param="state"
        current={state}
        tabs={TABS.map((tab) => ({ value: tab, label: t(`jobReports.states.${tab ?? 'all'}`) }))}
      />
      {dismiss.failure ? <FormAlert form={{ failure: dismiss.failure.message }} /> : null}
      <DataTable
        label={t('jobReports.label')}
        columns={columns}
        rows={list.jobInfoReports}
        getRowId={(report) => report.id}
        pagination={list.pagination}
        rowProps={(report) => ({ 'data-testid': 'job-report', 'data-state': report.state })}
        emptyMessage={t('jobReports.empty')}
      />
      {closing ? (
        <CloseDialog
          report={closing}
          onClose={() => setClosing(null)}
          onClosed={() => {
            setNotice(t('jobReports.closed', { title: closing.jobInfo.title }))
            setClosing(null)
          }}
        />
      ) : null}
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
