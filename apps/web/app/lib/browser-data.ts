import { useEffect, useState } from 'react'

/** Data a part of a page fetches in the browser once it is shown (a dialog's choices). */
export type BrowserData<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed' }

/**
 * Fetches what a part needs when it mounts, and again on `retry`: for parts that open after a
 * click, whose data the page's loader does not carry. A fetch the part outlived is dropped.
 */
export function useBrowserData<T>(fetch: () => Promise<T>): BrowserData<T> & { retry: () => void } {
  const [state, setState] = useState<BrowserData<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched on mounting and on each retry, not when the caller passes a new function
  useEffect(() => {
    let isCancelled = false
    setState({ status: 'loading' })
    fetch().then(
      (data) => {
        if (!isCancelled) setState({ status: 'loaded', data })
      },
      () => {
        if (!isCancelled) setState({ status: 'failed' })
      },
    )
    return () => {
      isCancelled = true
    }
  }, [attempt])
  return { ...state, retry: () => setAttempt((count) => count + 1) }
}
