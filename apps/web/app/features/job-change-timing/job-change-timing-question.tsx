import { JOB_CHANGE_TIMINGS, type JobChangeTiming } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useState } from 'react'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { answerJobChangeTimingDialog, type JobChangeTimingDialogState } from './api'

/**
 * The question itself, loaded only when a candidate is due to be asked: the dialog and radio
 * machinery stay out of every page's first load.
 */
export default function JobChangeTimingQuestion({
  open,
  initialTiming,
  onAnswered,
  onLater,
}: {
  open: boolean
  initialTiming: JobChangeTiming | ''
  onAnswered: (state: JobChangeTimingDialogState) => void
  onLater: () => void
}) {
  const { t } = useTranslation('candidate')
  const [choice, setChoice] = useState<JobChangeTiming | ''>(initialTiming)
  const answer = useMutation(
    (timing: JobChangeTiming) => answerJobChangeTimingDialog(getBrowserApi(), timing),
    { fallbackMessage: t('jobChangeTimingDialog.failed'), onSuccess: onAnswered },
  )

  const submit = () => {
    if (choice !== '') void answer.run(choice)
  }

  return (
    <Dialog open={open} onClose={onLater} aria-labelledby="job-change-timing-title">
      <DialogTitle id="job-change-timing-title">{t('jobChangeTimingDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="job-change-timing-lead" sx={{ mb: 1 }}>
          {t('jobChangeTimingDialog.lead')}
        </DialogContentText>
        <RadioGroup
          aria-labelledby="job-change-timing-lead"
          value={choice}
          onChange={(event) => setChoice(event.target.value as JobChangeTiming)}
        >
          {JOB_CHANGE_TIMINGS.map((timing) => (
            <FormControlLabel
              key={timing}
              value={timing}
              control={<Radio />}
              label={t(`registration.timings.${timing}`)}
            />
          ))}
        </RadioGroup>
        {answer.failure ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {answer.failure.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onLater}>{t('jobChangeTimingDialog.later')}</Button>
        <Button variant="contained" onClick={submit} disabled={choice === '' || answer.pending}>
          {t('jobChangeTimingDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
