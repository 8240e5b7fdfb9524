import { PERSONAL_DATA_REQUEST_KINDS } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { Tag } from '../../components/tag'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { formatDate } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { createPersonalDataRequest, type PersonalDataRequest } from './api'

const emptyDraft = () => ({ kind: '', body: '', client_request_id: newDraftId() })

/** A request and where it stands, with the platform's answer once there is one. */
function RequestItem({ request }: { request: PersonalDataRequest }) {
  const { t, locale } = useTranslation('candidate')
  const finished = request.state === 'completed' || request.state === 'declined'
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="data-request">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {t(`dataRequests.kinds.${request.kind}`)}
          </Typography>
          <Tag
            variant="filled"
            colour={finished ? 'default' : 'warning'}
            data-testid="data-request-state"
          >
            {t(`dataRequests.states.${request.state}`)}
          </Tag>
          <Typography variant="body2" color="text.secondary">
            {t('dataRequests.requestedAt', { date: formatDate(locale, request.createdAt) })}
          </Typography>
        </Stack>
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.body}</Box>
        {request.response ? (
          <Alert severity={request.state === 'declined' ? 'warning' : 'info'} icon={false}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('dataRequests.response')}
            </Typography>
            <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.response}</Box>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  )
}

/**
 * Requests to correct or delete personal data: the form, and every request made with its state.
 * Each step is also mailed to the candidate.
 */
export function PersonalDataRequestsSection({ requests }: { requests: PersonalDataRequest[] }) {
  const { t } = useTranslation('candidate')
  const [isSent, setIsSent] = useState(false)
  const form = useForm({
    // One key per draft: a double click or a retry reaches the platform as one request.
    initialValues: emptyDraft(),
    schema: (schemas) => schemas.personalDataRequestBodySchema,
    submit: (body) => createPersonalDataRequest(getBrowserApi(), body),
    fallbackMessage: t('dataRequests.failed'),
    revalidate: true,
    onSuccess: () => {
      for (const [path, value] of Object.entries(emptyDraft())) form.set(path, value)
      setIsSent(true)
    },
  })
  return (
    <>
      <Typography variant="body2">{t('dataRequests.note')}</Typography>
      <form noValidate onSubmit={form.onSubmit} aria-label={t('privacy.requestsHeading')}>
        <Stack spacing={2}>
          <FormAlert form={form} />
          {isSent && !form.failure && !form.pending ? (
            <Alert severity="success" role="status" data-testid="data-request-sent">
              {t('dataRequests.done')}
            </Alert>
          ) : null}
          <SelectInput
            form={form}
            path="kind"
            label={t('dataRequests.kind')}
            placeholder={t('dataRequests.kind')}
            options={PERSONAL_DATA_REQUEST_KINDS.map((kind) => ({
              value: kind,
              label: t(`dataRequests.kinds.${kind}`),
            }))}
          />
          <TextInput
            form={form}
            path="body"
            label={t('dataRequests.body')}
            hint={t('dataRequests.bodyHint')}
            multiline
            minRows={4}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={form.pending}
            sx={{ alignSelf: { xs: 'stretch', sm: 'start' } }}
          >
            {t('dataRequests.submit')}
          </Button>
        </Stack>
      </form>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('dataRequests.listLabel')}
      </Typography>
      {requests.length === 0 ? (
        <Typography color="text.secondary">{t('dataRequests.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('dataRequests.listLabel')}
        >
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </>
  )
}
