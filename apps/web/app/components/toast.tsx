import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useEffect, useState } from 'react'
import type { ToastCode } from '../lib/access'
import { useIsHydrated } from '../lib/hydration'
import { useTranslation } from '../lib/i18n'

/**
 * A short message at the top of the screen that goes by itself (spec section 3, Toast: a message
 * and a colour): the outcome of a change made in place, such as a switch in a list.
 */
export function NoticeToast({
  message,
  colour = 'success',
  onClose,
  testId = 'toast',
}: {
  /** Nothing shows while null. */
  message: string | null
  colour?: 'success' | 'error'
  onClose: () => void
  testId?: string
}) {
  // The last message stays written while the toast slides away.
  const [shown, setShown] = useState(message)
  if (message !== null && message !== shown) setShown(message)
  // A toast is never part of the server's page: one brought by the history's state (a reload
  // after "saved") would otherwise differ from the server's markup and break hydration.
  const isHydrated = useIsHydrated()
  return (
    <Snackbar
      open={isHydrated && message !== null}
      autoHideDuration={6000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={colour}
        variant="filled"
        role={colour === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        data-testid={testId}
      >
        {shown}
      </Alert>
    </Snackbar>
  )
}

/** Shows a one-shot message left by a redirect, such as the trial-account refusal. */
export function Toast({ code }: { code: ToastCode | null }) {
  const { t } = useTranslation('errors')
  const [isOpen, setIsOpen] = useState(code !== null)
  useEffect(() => setIsOpen(code !== null), [code])
  if (!code) return null
  return (
    <NoticeToast
      message={isOpen ? t(`codes.${code}`) : null}
      colour="error"
      onClose={() => setIsOpen(false)}
    />
  )
}
