import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useEffect, useState } from 'react'
import type { ToastCode } from '../lib/access'
import { useTranslation } from '../lib/i18n'

/** Shows a one-shot message left by a redirect, such as the trial-account refusal. */
export function Toast({ code }: { code: ToastCode | null }) {
  const { t } = useTranslation('errors')
  const [isOpen, setIsOpen] = useState(code !== null)
  useEffect(() => setIsOpen(code !== null), [code])
  if (!code) return null
  return (
    <Snackbar
      open={isOpen}
      autoHideDuration={6000}
      onClose={() => setIsOpen(false)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={() => setIsOpen(false)} data-testid="toast">
        {t(`codes.${code}`)}
      </Alert>
    </Snackbar>
  )
}
