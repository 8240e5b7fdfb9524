import { RECRUITER_REPORT_STATES, type RecruiterReportState } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { StateTabs } from '../../components/state-tabs'
import { Tag } from '../../components/tag'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import {
  dismissRecruiterReport,
  type RecruiterReportList,
  type RecruiterReportRecord,
  suspendReportedRecruiter,
} from './api'
import { adminOrganisationPath } from './paths'

const TABS = [undefined, ...RECRUITER_REPORT_STATES] as const

/**
 * Reported recruiters (/admin/recruiter_reports): what scouted candidates reported, the newest
 * first, by state. Suspending the recruiter signs them out at once and resolves all of their
 * waiting reports; a report that needs nothing is dismissed.
 */
export function RecruiterReportsPage({
  list,
  state,
}: {
  list: RecruiterReportList
  state: RecruiterReportState | undefined
}) {
  const { t, locale } = useTranslation('admin')
  const candidate = useTranslation('candidate').t
  const [notice, setNotice] = useState<string | null>(null)
  const nameOf = (report: RecruiterReportRecord) =>
    report.recruiter.fullName || report.recruiter.email
  const suspension = useConfirmation(
    (report: RecruiterReportRecord) => suspendReportedRecruiter(getBrowserApi(), report.id),
    {
      fallbackMessage: t('recruiterReports.failed'),
      revalidate: true,
      onDone: (report) => setNotice(t('recruiterReports.suspended', { name: nameOf(report) })),
    },
  )
  const dismiss = useMutation(
    (report: RecruiterReportRecord) => dismissRecruiterReport(getBrowserApi(), report.id),
    {
      fallbackMessage: t('recruiterReports.failed'),
      revalidate: true,
      onSuccess: () => setNotice(t('recruiterReports.dismissed')),
    },
  )
  const columns: DataTableColumn<RecruiterReportRecord>[] = [
    {
      key: 'recruiter',
      header: t('recruiterReports.columns.recruiter'),
      phone: 'title',
      cell: (report) => (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 700 }}>{nameOf(report)}</Typography>
          <MuiLink component={Link} to={adminOrganisationPath(report.organisation.id)}>
            {report.organisation.name}
          </MuiLink>
          {report.recruiter.suspended ? (
            <Tag variant="filled" colour="error" sx={{ alignSelf: 'flex-start' }}>
              {t('recruiterReports.suspendedNow')}
            </Tag>
          ) : report.recruiter.openReports > 1 ? (
            <Typography variant="body2" color="warning.main">
              {t('recruiterReports.openReports', { count: report.recruiter.openReports })}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('recruiterReports.columns.reason'),
      cell: (report) => candidate(`scouts.reportReasons.${report.reason}`),
    },
    {
      key: 'body',
      header: t('recruiterReports.columns.body'),
      cell: (report) => (
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 360 }}>
          {report.body}
        </Box>
      ),
    },
    {
      key: 'scout',
      header: t('recruiterReports.columns.scout'),
      cell: (report) =>
        report.scout ? (
          <Stack spacing={0.25}>
            <span>{report.scout.title}</span>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(locale, report.scout.sentAt)}
            </Typography>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'reportedAt',
      header: t('recruiterReports.columns.reportedAt'),
      cell: (report) => formatDateTime(locale, report.createdAt),
    },
    {
      key: 'state',
      header: t('recruiterReports.columns.state'),
      cell: (report) => (
        <Tag variant="filled" colour={report.state === 'open' ? 'warning' : 'default'}>
          {t(`recruiterReports.states.${report.state}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('recruiterReports.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (report) =>
        report.state === 'open' ? (
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {report.recruiter.suspended ? null : (
              <Button
                size="small"
                variant="outlined"
                color="error"
                aria-label={t('recruiterReports.suspendLabel', { name: nameOf(report) })}
                onClick={() => suspension.ask(report)}
              >
                {t('recruiterReports.suspend')}
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              disabled={dismiss.pending}
              aria-label={t('recruiterReports.dismissLabel', { name: nameOf(report) })}
              onClick={() => void dismiss.run(report)}
            >
              {t('recruiterReports.dismiss')}
            </Button>
          </Stack>
        ) : null,
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('recruiterReports.title')}
        description={t('recruiterReports.description')}
      />
      <StateTabs
        label={t('recruiterReports.stateNav')}
        param="state"
        current={state}
        tabs={TABS.map((tab) => ({
          value: tab,
          label: t(`recruiterReports.states.${tab ?? 'all'}`),
        }))}
      />
      {dismiss.failure ? <FormAlert form={{ failure: dismiss.failure.message }} /> : null}
      <DataTable
        label={t('recruiterReports.label')}
        columns={columns}
        rows={list.recruiterReports}
        getRowId={(report) => report.id}
        pagination={list.pagination}
        rowProps={(report) => ({ 'data-testid': 'recruiter-report', 'data-state': report.state })}
        emptyMessage={t('recruiterReports.empty')}
      />
      <ConfirmDialog
        {...suspension.dialog}
        title={t('recruiterReports.suspendTitle', {
          name: suspension.record ? nameOf(suspension.record) : '',
        })}
        body={t('recruiterReports.suspendNote')}
        confirmLabel={t('recruiterReports.suspendConfirm')}
        cancelLabel={t('recruiterReports.cancel')}
      />
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
