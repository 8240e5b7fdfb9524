import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { TextField } from '../../components/text-field'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { applyToJob } from './api'

/**
 * The application with its optional message, loaded when the candidate first opens it: the
 * dialog and the text field stay out of the job page's first load.
 */
export default function SelfApplyDialog({
  jobId,
  open,
  onClose,
  onApplied,
}: {
  jobId: number
  open: boolean
  onClose: () => void
  onApplied: () => void
}) {
  const { t } = useTranslation('jobs')
  const errors = useTranslation('errors').t
  const [message, setMessage] = useState('')
  const apply = useMutation(() => applyToJob(getBrowserApi(), jobId, message), {
    fallbackMessage: errors('retryLater'),
    onSuccess: onApplied,
  })
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('selfApply.dialogTitle')}</DialogTitle>
      <DialogContent>
        {apply.failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apply.failure.message}
          </Alert>
        ) : null}
        <TextField
          label={t('selfApply.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('selfApply.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void apply.run(undefined)}
          disabled={apply.pending}
          data-testid="self-apply-submit"
        >
          {t('selfApply.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
