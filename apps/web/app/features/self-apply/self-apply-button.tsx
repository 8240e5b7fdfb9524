import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { applyToJob } from './api'

interface SelfApplyButtonProps {
  jobId: number
  alreadyApplied: boolean
  /** Where a visitor who is not signed in goes first; null when signed in. */
  loginHref: string | null
}

/** Applies to the job with an optional message; the application starts pending review. */
export function SelfApplyButton({ jobId, alreadyApplied, loginHref }: SelfApplyButtonProps) {
  const { t } = useTranslation('candidate')
  const errors = useTranslation('errors').t
  const [applied, setApplied] = useState(alreadyApplied)
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [done, setDone] = useState(false)
  const apply = useMutation(() => applyToJob(getBrowserApi(), jobId, message), {
    fallbackMessage: errors('retryLater'),
    onSuccess: () => {
      setApplied(true)
      setDone(true)
      setOpen(false)
    },
  })

  if (loginHref) {
    return (
      <Button
        component={RouterLink}
        to={loginHref}
        variant="contained"
        data-testid="self-apply-button"
      >
        {t('selfApply.signInToApply')}
      </Button>
    )
  }
  if (applied) {
    return (
      <Stack spacing={1}>
        <Button variant="contained" disabled data-testid="self-apply-button">
          {t('selfApply.applied')}
        </Button>
        {done ? <Alert severity="success">{t('selfApply.done')}</Alert> : null}
      </Stack>
    )
  }

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid="self-apply-button">
        {t('selfApply.apply')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
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
          <Button onClick={() => setOpen(false)}>{t('selfApply.cancel')}</Button>
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
    </>
  )
}
