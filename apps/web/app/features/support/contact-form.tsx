import { SUPPORT_TOPICS } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { newDraftId } from '../../lib/draft-id'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { sendSupportInquiry } from './api'

const emptyDraft = () => ({ topic: '', subject: '', body: '', client_request_id: newDraftId() })

/** The contact form: a message to the platform's support team, with a copy mailed back. */
export function ContactForm() {
  const { t } = useTranslation('support')
  const errors = useTranslation('errors').t
  const [isSent, setIsSent] = useState(false)
  const form = useForm({
    // One key per draft: a double click or a retry reaches the team as one message.
    initialValues: emptyDraft(),
    schema: (schemas) => schemas.supportInquiryBodySchema,
    submit: (body) => sendSupportInquiry(getBrowserApi(), body),
    fallbackMessage: errors('postFailed'),
    onSuccess: () => {
      for (const [path, value] of Object.entries(emptyDraft())) form.set(path, value)
      setIsSent(true)
    },
  })
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={t('contact.title')}>
      <Stack spacing={2}>
        <FormAlert form={form} />
        {isSent && !form.failure && !form.pending ? (
          <Alert severity="success" role="status" data-testid="form-success">
            {t('contact.sent')}
          </Alert>
        ) : null}
        <SelectInput
          form={form}
          path="topic"
          label={t('contact.topic')}
          placeholder={t('contact.topicPlaceholder')}
          options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
        />
        <TextInput form={form} path="subject" label={t('contact.subject')} />
        <TextInput
          form={form}
          path="body"
          label={t('contact.body')}
          hint={t('contact.bodyHint')}
          multiline
          minRows={6}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={form.pending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'start' } }}
          data-testid="support-send"
        >
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  )
}
