import { RECRUITER_REPORT_REASONS } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { FormAlert, SelectInput, TextInput } from '../../components/form-fields'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { reportRecruiter } from './api'

/** "Report this recruiter": the reason and what happened, sent to the platform's administrators. */
export function ReportRecruiterDialog({
  scoutId,
  onClose,
  onReported,
}: {
  scoutId: number
  onClose: () => void
  onReported: () => void
}) {
  const { t } = useTranslation('candidate')
  const titleId = useId()
  const form = useForm({
    initialValues: { reason: '', body: '' },
    schema: (schemas) => schemas.recruiterReportBodySchema,
    submit: (body) => reportRecruiter(getBrowserApi(), scoutId, body),
    fallbackMessage: t('scouts.reportFailed'),
    onSuccess: onReported,
  })
  return (
    <Dialog open onClose={form.pending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <form noValidate onSubmit={form.onSubmit}>
        <DialogTitle id={titleId}>{t('scouts.reportTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('scouts.reportNote')}</DialogContentText>
            <FormAlert form={form} />
            <SelectInput
              form={form}
              path="reason"
              label={t('scouts.reportReason')}
              placeholder={t('scouts.reportReason')}
              options={RECRUITER_REPORT_REASONS.map((reason) => ({
                value: reason,
                label: t(`scouts.reportReasons.${reason}`),
              }))}
            />
            <TextInput
              form={form}
              path="body"
              label={t('scouts.reportBody')}
              multiline
              minRows={4}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.pending}>
            {t('scouts.reportCancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={form.pending}>
            {t('scouts.reportSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
