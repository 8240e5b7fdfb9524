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
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { REGISTER_STEPS_PREFIX } from '../../layouts/select-layout'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'

interface DialogState {
  show: boolean
  jobChangeTiming: JobChangeTiming | null
}

// "Later" holds the question back for the rest of the browser session (and only for this
// candidate), not for good.
const laterKey = (userId: number) => `kakehashi_job_change_timing_later_${userId}`

/**
 * Asks a candidate with a finished profile for their job-change timing when it was never asked or
 * was answered over 90 days ago (the server decides). Not shown inside the registration steps,
 * which ask it themselves.
 */
export function JobChangeTimingDialog({ userId }: { userId: number }) {
  const { t } = useTranslation('candidate')
  const { pathname } = useLocation()
  const isRegistering = pathname.startsWith(REGISTER_STEPS_PREFIX)
  const [state, setState] = useState<DialogState | null>(null)
  const [choice, setChoice] = useState<JobChangeTiming | ''>('')
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (isRegistering || sessionStorage.getItem(laterKey(userId)) !== null) return
    let cancelled = false
    getBrowserApi()
      .get<DialogState>('/api/v3/candidate/job_change_timing_dialogs')
      .then((answer) => {
        if (cancelled) return
        setState(answer)
        setChoice(answer.jobChangeTiming ?? '')
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [isRegistering, userId])

  const open = Boolean(state?.show) && !isRegistering

  const later = () => {
    sessionStorage.setItem(laterKey(userId), '1')
    setState(null)
  }

  const answer = async () => {
    if (choice === '') return
    setSending(true)
    setFailed(false)
    try {
      setState(
        await getBrowserApi().put<DialogState>('/api/v3/candidate/job_change_timing_dialogs', {
          jobChangeTiming: choice,
        }),
      )
    } catch {
      setFailed(true)
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open={open} onClose={later} aria-labelledby="job-change-timing-title">
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
        {failed ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('jobChangeTimingDialog.failed')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={later}>{t('jobChangeTimingDialog.later')}</Button>
        <Button variant="contained" onClick={answer} disabled={choice === '' || sending}>
          {t('jobChangeTimingDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
