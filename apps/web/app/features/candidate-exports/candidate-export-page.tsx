import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Link as RouterLink, useRevalidator } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormAlert } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { Tag } from '../../components/tag'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { formatDateTime, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import {
  type CandidateExportList,
  type CandidateExportRecord,
  candidateExportFileHref,
  requestCandidateExport,
} from './api'

/** How often the page asks again while an export is being written. */
const PROGRESS_POLL_MS = 2000

const STATE_COLOURS = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
} as const

const isInProgress = (record: CandidateExportRecord) =>
  record.state === 'queued' || record.state === 'running'

/** Where an export stands, with its progress while it is written. */
function ExportState({ record }: { record: CandidateExportRecord }) {
  const { t, locale } = useTranslation('client')
  const expired = record.state === 'done' && !record.isDownloadable
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Tag variant="filled" colour={expired ? 'default' : STATE_COLOURS[record.state]}>
        {t(expired ? 'candidateExports.expired' : `candidateExports.states.${record.state}`)}
      </Tag>
      {record.state === 'running' && record.totalRows !== null ? (
        <>
          <LinearProgress
            variant="determinate"
            value={record.totalRows > 0 ? (100 * record.rowsWritten) / record.totalRows : 0}
            aria-label={t('candidateExports.progressLabel')}
          />
          <Typography variant="caption" color="text.secondary">
            {t('candidateExports.progress', {
              written: formatNumber(locale, record.rowsWritten),
              total: formatNumber(locale, record.totalRows),
            })}
          </Typography>
        </>
      ) : null}
    </Stack>
  )
}

/**
 * The CSV exports of matched candidates: ask for one, follow it while the background job writes
 * it (the page asks again every two seconds meanwhile), and download it within its 7 days. An
 * account without the download permission reads spec section 6's refusal instead of the button.
 */
export function CandidateExportPage({ list }: { list: CandidateExportList }) {
  const { t, locale } = useTranslation('client')
  const errors = useTranslation('errors').t
  const revalidator = useRevalidator()
  const [draftId, setDraftId] = useState(newDraftId)
  const [notice, setNotice] = useState<string | null>(null)
  const request = useMutation(() => requestCandidateExport(getBrowserApi(), draftId), {
    fallbackMessage: t('candidateExports.failed'),
    revalidate: true,
    onSuccess: () => {
      setDraftId(newDraftId())
      setNotice(t('candidateExports.started'))
    },
  })
  const rows = list.candidatesExportResults
  const inProgress = rows.some(isInProgress)
  useEffect(() => {
    if (!inProgress || revalidator.state !== 'idle') return
    const timer = setTimeout(() => void revalidator.revalidate(), PROGRESS_POLL_MS)
    return () => clearTimeout(timer)
  }, [inProgress, revalidator])

  const columns: DataTableColumn<CandidateExportRecord>[] = [
    {
      key: 'requestedAt',
      header: t('candidateExports.columns.requestedAt'),
      cell: (record) => formatDateTime(locale, record.requestedAt),
      phone: 'title',
    },
    {
      key: 'requestedBy',
      header: t('candidateExports.columns.requestedBy'),
      cell: (record) => record.requestedBy?.displayName ?? t('candidateExports.formerMember'),
    },
    {
      key: 'state',
      header: t('candidateExports.columns.state'),
      cell: (record) => <ExportState record={record} />,
    },
    {
      key: 'rows',
      header: t('candidateExports.columns.rows'),
      align: 'right',
      cell: (record) =>
        record.state === 'done'
          ? t('candidateExports.rows', { count: formatNumber(locale, record.totalRows ?? 0) })
          : '—',
    },
    {
      key: 'expiresAt',
      header: t('candidateExports.columns.expiresAt'),
      cell: (record) => (record.expiresAt ? formatDateTime(locale, record.expiresAt) : '—'),
    },
    {
      key: 'file',
      header: t('candidateExports.columns.file'),
      phone: 'actions',
      cell: (record) =>
        record.isDownloadable ? (
          <Button
            component="a"
            href={candidateExportFileHref(record.id)}
            download
            size="small"
            variant="outlined"
            data-testid={`export-download-${record.id}`}
          >
            {t('candidateExports.download')}
          </Button>
        ) : null,
    },
  ]

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('candidateExports.title')}
        description={t('candidateExports.description')}
        action={
          list.canExport ? (
            <Button
              variant="contained"
              disabled={request.pending}
              onClick={() => void request.run()}
              data-testid="export-request"
            >
              {t('candidateExports.request')}
            </Button>
          ) : undefined
        }
      />
      {list.canExport ? null : (
        <Alert severity="warning" data-testid="export-refused">
          {errors('codes.downloadNotAvailable')}
        </Alert>
      )}
      {request.failure ? <FormAlert form={{ failure: request.failure.message }} /> : null}
      <DataTable
        label={t('candidateExports.label')}
        columns={columns}
        rows={rows}
        getRowId={(record) => record.id}
        rowProps={(record) => ({
          'data-testid': `export-${record.id}`,
          'data-state': record.state,
        })}
        pagination={list.pagination}
        emptyMessage={t('candidateExports.empty')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('candidateExports.note')}{' '}
        <MuiLink component={RouterLink} to="/client/notifications">
          {t('candidateExports.notifications')}
        </MuiLink>
      </Typography>
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
