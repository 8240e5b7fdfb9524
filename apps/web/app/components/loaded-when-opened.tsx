import { type ReactNode, Suspense, useState } from 'react'

/**
 * A part of a page that shows only after a click (a dialog, a menu, a drawer), written as a
 * `lazy` component: its code is fetched when it first opens, not with the page, and nothing
 * shows until it has arrived.
 *
 * A part that takes `open` itself (MUI's Dialog and Menu) stays mounted once opened, so closing
 * plays its transition; a part that is open whenever it is mounted (`FormDialog`'s default, a
 * drawer with only `onClose`) is unmounted on closing with `whileOpen`.
 */
export function LoadedWhenOpened({
  open,
  whileOpen = false,
  children,
}: {
  open: boolean
  whileOpen?: boolean
  children: ReactNode
}) {
  const [opened, setOpened] = useState(open)
  // Set while rendering, so the part mounts in the same render that opens it.
  if (open && !opened) setOpened(true)
  if (whileOpen ? !open : !opened) return null
  return <Suspense fallback={null}>{children}</Suspense>
}
