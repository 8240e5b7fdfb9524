import type { JobChangeTiming } from '@kakehashi/contracts'
import { lazy, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { LoadedWhenOpened } from '../../components/loaded-when-opened'
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

  const later = () => {
    sessionStorage.setItem(laterKey(userId), '1')
    setState(null)
  }

  return (
    <LoadedWhenOpened open={open}>
      <JobChangeTimingQuestion
        open={open}
        initialTiming={initialTiming}
        onAnswered={setState}
        onLater={later}
      />
    </LoadedWhenOpened>
  )
}
