import { useState } from 'react'
import { getBrowserApi } from '../../lib/api'
import { useIsHydrated } from '../../lib/hydration'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { closeManagedJob, extendManagedJob } from './api'

export type JobNotice = 'extended' | 'closed' | 'deleted' | 'saved'

/**
 * Extending and closing a job's recruitment, from the list or the job's page: the success
 * message of spec section 8, or the failure (a job already closed names its own message, from
 * the error table), and the page's data reloaded afterwards.
 */
export function useJobActions(initialNotice: JobNotice | null = null) {
  const { t } = useTranslation('jobManagement')
  const [notice, setNotice] = useState<JobNotice | null>(initialNotice)
  const isHydrated = useIsHydrated()
  const extend = useMutation((id: number) => extendManagedJob(getBrowserApi(), id), {
    fallbackMessage: t('failures.extend'),
    revalidate: true,
    onSuccess: () => setNotice('extended'),
  })
  const close = useMutation((id: number) => closeManagedJob(getBrowserApi(), id), {
    fallbackMessage: t('failures.close'),
    revalidate: true,
    onSuccess: () => setNotice('closed'),
  })

  // What is on screen answers the latest click, not an earlier one.
  const clear = () => {
    setNotice(null)
    extend.reset()
    close.reset()
  }

  return {
    notice,
    setNotice,
    failure: extend.failure?.message ?? close.failure?.message ?? null,
    // A click before the page's scripts run would do nothing: the buttons wait for them.
    isBusy: extend.pending || close.pending || !isHydrated,
    clear,
    extend: (id: number) => {
      clear()
      void extend.run(id)
    },
    close: (id: number) => {
      clear()
      void close.run(id)
    },
  }
}
