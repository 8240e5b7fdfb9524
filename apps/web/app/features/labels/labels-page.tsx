import { LABELS_MAX } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { ColourDot, useLabelColourName } from '../../components/label-colour'
import { PageHeading } from '../../components/page-heading'
import { getBrowserApi } from '../../lib/api'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { deleteLabel, type Label, type LabelList } from './api'
import { LabelFormDialog } from './label-form-dialog'

type Notice = 'labels.created' | 'labels.updated' | 'labels.deleted'

/**
 * The organisation's labels (/client/labels): name, colour and how many candidates carry each,
 * created and edited in a dialog, deleted after a confirmation that says how many candidates
 * lose the label. The list is at most LABELS_MAX long and answered whole, so it is not paged.
 */
export function LabelsPage({ list }: { list: LabelList }) {
  const { t, locale } = useTranslation('candidateRecords')
  const common = useTranslation('common').t
  const colourName = useLabelColourName()
  const labels = list.labels
  const isFull = labels.length >= LABELS_MAX
  const [notice, setNotice] = useState<Notice | null>(null)
  // Each opening mounts a new form; a null label with the dialog open creates one.
  const [dialog, setDialog] = useState<{ label: Label | null; opening: number } | null>(null)
  const [openings, setOpenings] = useState(0)
  const removal = useConfirmation((label: Label) => deleteLabel(getBrowserApi(), label.id), {
    fallbackMessage: t('actionFailed'),
    revalidate: true,
    onDone: () => setNotice('labels.deleted'),
  })

  const openDialog = (label: Label | null) => {
    setNotice(null)
    setOpenings((count) => count + 1)
    setDialog({ label, opening: openings + 1 })
  }

  const columns: DataTableColumn<Label>[] = [
    {
      key: 'name',
      header: t('labels.name'),
      phone: 'title',
      cell: (label) => (
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {label.name}
        </Box>
      ),
    },
    {
      key: 'colour',
      header: t('labels.colour'),
      cell: (label) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <ColourDot colour={label.colour} size={16} />
          {colourName(label.colour)}
        </Box>
      ),
    },
    {
      key: 'candidates',
      header: t('labels.candidateCount'),
      align: 'right',
      cell: (label) =>
        t('labels.candidateCountValue', { count: formatNumber(locale, label.candidateCount) }),
    },
    {
      key: 'actions',
      header: common('dataTable.actions'),
      align: 'right',
      phone: 'actions',
      cell: (label) => (
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={removal.dialog.pending}
            aria-label={t('labels.editLabel', { name: label.name })}
            onClick={() => openDialog(label)}
          >
            {t('labels.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={removal.dialog.pending}
            aria-label={t('labels.deleteLabel', { name: label.name })}
            onClick={() => {
              setNotice(null)
              removal.ask(label)
            }}
          >
            {t('labels.delete')}
          </Button>
        </Stack>
      ),
    },
  ]

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('labels.title')}
        description={t('labels.description', { max: LABELS_MAX })}
        action={
          <Button variant="contained" disabled={isFull} onClick={() => openDialog(null)}>
            {t('labels.add')}
          </Button>
        }
      />
      {isFull ? (
        <Typography color="text.secondary" data-testid="labels-full">
          {t('labels.limitReached', { max: LABELS_MAX })}
        </Typography>
      ) : null}
      {notice ? (
        <Alert severity="success" data-testid="labels-notice">
          {t(notice)}
        </Alert>
      ) : null}
      <DataTable
        label={t('labels.listLabel')}
        columns={columns}
        rows={labels}
        getRowId={(label) => label.id}
        rowProps={(label) => ({
          'data-testid': 'label-row',
          'data-label-id': label.id,
          'data-colour': label.colour,
        })}
        isTotalShown={labels.length > 0}
        emptyMessage={t('labels.empty')}
      />
      {dialog ? (
        <LabelFormDialog
          key={dialog.opening}
          label={dialog.label}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setNotice(dialog.label ? 'labels.updated' : 'labels.created')
            setDialog(null)
          }}
        />
      ) : null}
      <ConfirmDialog
        {...removal.dialog}
        title={t('labels.deleteTitle')}
        body={t('labels.deleteMessage', {
          name: removal.record?.name ?? '',
          count: removal.record?.candidateCount ?? 0,
        })}
        confirmLabel={t('labels.delete')}
        cancelLabel={t('labels.cancel')}
      />
    </Stack>
  )
}
