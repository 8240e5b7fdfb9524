import { createContext, useContext } from 'react'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'

/**
 * Reloads what the candidate's parts show after a change. On the full page the route's loader
 * does it (the mutation's revalidation); in the side panel, which loads its own data, the panel
 * fetches again.
 */
export const ReloadCandidateContext = createContext<() => Promise<void>>(async () => undefined)

export function useReloadCandidate() {
  return useContext(ReloadCandidateContext)
}

/**
 * A change to the organisation's records of the candidate: the shared mutation, reloading the
 * page's data (the result list behind a side panel too) and then the candidate's own, so every
 * part shows what the API now holds before the button is free again.
 */
export function useRecordChange<Input = void, Result = unknown>(
  send: (input: Input) => Promise<Result>,
  options: { fallbackMessage?: string; onSuccess?: (result: Result) => void } = {},
) {
  const errors = useTranslation('errors').t
  const reload = useReloadCandidate()
  return useMutation(send, {
    fallbackMessage: options.fallbackMessage ?? errors('retryLater'),
    revalidate: true,
    onSuccess: async (result) => {
      await reload()
      options.onSuccess?.(result)
    },
  })
}
