import {
  PERSONAL_DATA_REQUEST_KINDS,
  PERSONAL_DATA_REQUEST_STATES,
  type PersonalDataRequestKind,
  type PersonalDataRequestState,
} from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FormDialog } from '../../components/form-dialog'
import { SelectInput, TextInput } from '../../components/form-fields'
import { PageHeading } from '../../components/page-heading'
import { StateTabs } from '../../components/state-tabs'
import { Tag } from '../../components/tag'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { formatDateTime } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import {
  type PersonalDataRequestList,
  type PersonalDataRequestRecord,
  updatePersonalDataRequest,
} from './api'

/** Waiting states stand out; finished ones do not. */
const STATE_COLOURS = {
  received: 'warning',
  in_progress: 'info',
  completed: 'success',
  declined: 'default',
} as const satisfies Record<PersonalDataRequestState, string>

/** The new state and the answer the candidate is mailed. */
function HandleDialog({
  request,
  onClose,
  onSaved,
}: {
  request: PersonalDataRequestRecord
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('admin')
  const candidate = useTranslation('candidate').t
  const form = useForm({
    initialValues: { state: request.state, response: request.response ?? '' },
    schema: (schemas) => schemas.personalDataRequestUpdateBodySchema,
    submit: (body) => updatePersonalDataRequest(getBrowserApi(), request.id, body),
    fallbackMessage: t('dataRequests.failed'),
    revalidate: true,
    onSuccess: onSaved,
  })
  return (
    <FormDialog
      title={t('dataRequests.dialogTitle', { id: request.id })}
      description={
        <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.body}
        </Box>
      }
      form={form}
      submitLabel={t('dataRequests.save')}
      cancelLabel={t('dataRequests.cancel')}
      onClose={onClose}
    >
      <SelectInput
        form={form}
        path="state"
        label={t('dataRequests.state')}
        placeholder={t('dataRequests.state')}
        options={PERSONAL_DATA_REQUEST_STATES.map((state) => ({
          value: state,
          label: candidate(`dataRequests.states.${state}`),
        }))}
      />
      <TextInput
        form={form}
        path="response"
        label={t('dataRequests.responseField')}
        multiline
        minRows={4}
      />
    </FormDialog>
  )
}

/**
 * Candidates' requests to correct or delete their personal data (/admin/personal_data_requests),
 * the newest first, by state and kind. Each change of state is mailed to the candidate with the
 * answer given here.
 */
export function PersonalDataRequestsPage({
  list,
  state,
  kind,
}: {
  list: PersonalDataRequestList
  state: PersonalDataRequestState | undefined
  kind: PersonalDataRequestKind | undefined
}) {
  const { t, locale } = useTranslation('admin')
  const candidate = useTranslation('candidate').t
  const [handling, setHandling] = useState<PersonalDataRequestRecord | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const columns: DataTableColumn<PersonalDataRequestRecord>[] = [
    {
      key: 'candidate',
      header: t('dataRequests.columns.candidate'),
      phone: 'title',
      cell: (request) =>
        request.candidate ? (
          <Stack spacing={0.25}>
            <Typography sx={{ fontWeight: 700 }}>{request.candidate.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {request.candidate.email}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('dataRequests.deletedAccount')}</Typography>
        ),
    },
    {
      key: 'kind',
      header: t('dataRequests.columns.kind'),
      cell: (request) => candidate(`dataRequests.kinds.${request.kind}`),
    },
    {
      key: 'body',
      header: t('dataRequests.columns.body'),
      cell: (request) => (
        <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.body}</Box>
          {request.response ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {t('dataRequests.response', { response: request.response })}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'requestedAt',
      header: t('dataRequests.columns.requestedAt'),
      cell: (request) => formatDateTime(locale, request.createdAt),
    },
    {
      key: 'state',
      header: t('dataRequests.columns.state'),
      cell: (request) => (
        <Tag variant="filled" colour={STATE_COLOURS[request.state]}>
          {candidate(`dataRequests.states.${request.state}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('dataRequests.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (request) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={t('dataRequests.handleLabel', { id: request.id })}
          onClick={() => setHandling(request)}
        >
          {t('dataRequests.handle')}
        </Button>
      ),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('dataRequests.title')} description={t('dataRequests.description')} />
      <Stack spacing={1}>
        <StateTabs
          label={t('dataRequests.stateNav')}
          param="state"
          current={state}
          tabs={[undefined, ...PERSONAL_DATA_REQUEST_STATES].map((value) => ({
            value,
            label: value ? candidate(`dataRequests.states.${value}`) : t('dataRequests.allStates'),
          }))}
        />
        <StateTabs
          label={t('dataRequests.kindLabel')}
          param="kind"
          current={kind}
          tabs={[undefined, ...PERSONAL_DATA_REQUEST_KINDS].map((value) => ({
            value,
            label: value ? candidate(`dataRequests.kinds.${value}`) : t('dataRequests.allKinds'),
          }))}
        />
      </Stack>
      <DataTable
        label={t('dataRequests.label')}
        columns={columns}
        rows={list.personalDataRequests}
        getRowId={(request) => request.id}
        pagination={list.pagination}
        rowProps={(request) => ({ 'data-testid': 'data-request', 'data-state': request.state })}
        emptyMessage={t('dataRequests.empty')}
      />
      {handling ? (
        <HandleDialog
          request={handling}
          onClose={() => setHandling(null)}
          onSaved={() => {
            setNotice(t('dataRequests.saved', { id: handling.id }))
            setHandling(null)
          }}
        />
      ) : null}
      <NoticeToast message={notice} onClose={() => setNotice(null)} />
    </Stack>
  )
}
