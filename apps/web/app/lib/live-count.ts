import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A count the header shows on every page (unread scouts, unread notifications). It is fetched in
 * the browser after each navigation, so pages stay cacheable for the server, and again whenever
 * the page announces a change with `announceCountChanged(changedEvent)`. A failed fetch keeps the
 * last count: a badge is not worth an error.
 */
export function useLiveCount(fetchCount: () => Promise<number>, changedEvent: string): number {
  const location = useLocation()
  const [count, setCount] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input; the fetcher is read fresh each time
  useEffect(() => {
    let cancelled = false
    const refresh = () => {
      fetchCount()
        .then((next) => {
          if (!cancelled) setCount(next)
        })
        .catch(() => undefined)
    }
    refresh()
    window.addEventListener(changedEvent, refresh)
    return () => {
      cancelled = true
      window.removeEventListener(changedEvent, refresh)
    }
  }, [location.pathname, changedEvent])

  return count
}

/** Tells every `useLiveCount` listening for `changedEvent` to fetch its count again. */
export function announceCountChanged(changedEvent: string) {
  window.dispatchEvent(new Event(changedEvent))
}
