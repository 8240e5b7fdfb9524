import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while the server renders and the browser hydrates, true afterwards: for what must wait
 * for the page's scripts, such as a layout that depends on the screen or a button whose click
 * only a hydrated page can handle.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
