import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { lazy, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
import { useTranslation } from '../../lib/i18n'

const SelfApplyDialog = lazy(() => import('./self-apply-dialog'))

interface SelfApplyButtonProps {
  jobId: number
  alreadyApplied: boolean
  /** The candidate's application: its state and, once passed, the conversation it opened. */
  selfApply: { status: 'pending_review' | 'passed' | 'rejected'; scoutId: number | null } | null
  /** Where a visitor who is not signed in goes first; null when signed in. */
  loginHref: string | null
}

/** Applies to the job with an optional message; the application starts pending review. */
export function SelfApplyButton({
  jobId,
  alreadyApplied,
  selfApply,
  loginHref,
}: SelfApplyButtonProps) {
  const { t } = useTranslation('jobs')
  const [applied, setApplied] = useState(alreadyApplied)
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(false)

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
        {!done && selfApply ? (
          <Alert
            severity={selfApply.status === 'rejected' ? 'warning' : 'info'}
            data-testid="self-apply-status"
            data-status={selfApply.status}
          >
            {t(`selfApply.statuses.${selfApply.status}`)}
            {selfApply.scoutId !== null ? (
              <>
                {' '}
                <MuiLink component={RouterLink} to={`/scouts/${selfApply.scoutId}`}>
                  {t('selfApply.openMessages')}
                </MuiLink>
              </>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    )
  }

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid="self-apply-button">
        {t('selfApply.apply')}
      </Button>
      <LoadedWhenOpened open={open}>
        <SelfApplyDialog
          jobId={jobId}
          open={open}
          onClose={() => setOpen(false)}
          onApplied={() => {
            setApplied(true)
            setDone(true)
            setOpen(false)
          }}
        />
      </LoadedWhenOpened>
    </>
  )
}
