import type { JobChangeTiming } from '@kakehashi/contracts'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { REGISTER_STEPS_PREFIX } from '../../lib/paths'
import { fetchJobChangeTimingDialog, type JobChangeTimingDialogState } from './api'

const JobChangeTimingQuestion = lazy(() => import('./job-change-timing-question'))

// "Later" holds the question back for the rest of the browser session (and only for this
// candidate), not for good.
const laterKey = (userId: number) => `kakehashi_job_change_timing_later_${userId}`

/**
 * Asks a candidate with a finished profile for their job-change timing when it was never asked or
 * was answered over 90 days ago (the server decides). Not shown inside the registration steps,
 * which ask it themselves.
 */
export function JobChangeTimingDialog({ userId }: { userId: number }) {
  const { pathname } = useLocation()
  const isRegistering = pathname.startsWith(REGISTER_STEPS_PREFIX)
  const [state, setState] = useState<JobChangeTimingDialogState | null>(null)
  const [initialTiming, setInitialTiming] = useState<JobChangeTiming | ''>('')
  const [hasOpened, setHasOpened] = useState(false)

  useEffect(() => {
    if (isRegistering || sessionStorage.getItem(laterKey(userId)) !== null) return
    let cancelled = false
    fetchJobChangeTimingDialog(getBrowserApi())
      .then((answer) => {
        if (cancelled) return
        setState(answer)
        setInitialTiming(answer.jobChangeTiming ?? '')
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [isRegistering, userId])

  const open = Boolean(state?.show) && !isRegistering
  useEffect(() => {
    if (open) setHasOpened(true)
  }, [open])

  const later = () => {
    sessionStorage.setItem(laterKey(userId), '1')
    setState(null)
  }

  // Once opened it stays mounted, so closing plays the dialog's own transition.
  if (!open && !hasOpened) return null
  return (
    <Suspense fallback={null}>
      <JobChangeTimingQuestion
        open={open}
        initialTiming={initialTiming}
        onAnswered={setState}
        onLater={later}
      />
    </Suspense>
  )
}
