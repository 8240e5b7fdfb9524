import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { CheckInput } from '../../components/check-list-field'
import { FormAlert } from '../../components/form-alert'
import { NoticeToast } from '../../components/toast'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { type MailSettings, updateMailSettings } from './api'

/**
 * The candidate's mail settings (/setting/mail): a mail when a scout arrives, and when a recruiter
 * writes. Each mail's own link turns its kind off in one click; here both can be turned back on.
 */
export function MailSettingsPage({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm({
    initialValues: { scout_mail: settings.scoutMail, message_mail: settings.messageMail },
    schema: (schemas) => schemas.candidateMailSettingsSchema,
    submit: (body) => updateMailSettings(getBrowserApi(), body),
    fallbackMessage: errors('retryLater'),
    onSuccess: () => setSaved(t('mailSettings.saved')),
  })
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <form noValidate onSubmit={form.onSubmit} data-testid="mail-settings">
          <Stack spacing={2}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t('mailSettings.title')}
            </Typography>
            <Typography color="text.secondary">{t('mailSettings.note')}</Typography>
            <FormAlert form={form} />
            <CheckInput form={form} path="scout_mail" label={t('mailSettings.scoutMail')} />
            <CheckInput form={form} path="message_mail" label={t('mailSettings.messageMail')} />
            <div>
              <Button type="submit" variant="contained" disabled={form.pending}>
                {t('mailSettings.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
      <NoticeToast message={saved} onClose={() => setSaved(null)} testId="mail-settings-saved" />
    </Container>
  )
}
