import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { getBrowserApi } from '../../lib/api'
import { messageCodeOf } from '../../lib/error-message'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { turnOffNotification } from './api'

const SAVED_SEARCHES_PATH = '/client/search_conditions'

/** Answers that mean the link itself is no good, as opposed to a failure worth retrying. */
const INVALID_LINK_CODES = new Set(['invalidToken', 'validationFailed', 'notFound'])

/**
 * The page of an alert mail's "stop alerts" link: opening it turns the search's alerts off,
 * signed in or not (the mailed token is the authority), and says which search it was.
 */
export function NotificationOffPage({ id, token }: { id: number; token: string }) {
  const { t } = useTranslation('searchAlerts')
  const turnOff = useMutation(() => turnOffNotification(getBrowserApi(), id, token), {
    fallbackMessage: t('notificationOff.failed'),
  })
  const { run } = turnOff
  const started = useRef(false)
  // Sent from the browser once the page runs, not by the server on the page's request: mail
  // services that open links to check them fetch the page without running it, and turn
  // nothing off.
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run(undefined)
  }, [run])

  const isInvalidLink =
    turnOff.failure !== null && INVALID_LINK_CODES.has(messageCodeOf(turnOff.failure.error))
  const manageButton = (
    <Button component={Link} to={SAVED_SEARCHES_PATH} variant="contained">
      {t('notificationOff.manage')}
    </Button>
  )

  let content: React.ReactNode
  if (turnOff.result) {
    content = (
      <>
        <Alert severity="success" data-testid="notification-off-done">
          {t('notificationOff.done', { name: turnOff.result.name })}
        </Alert>
        <Typography color="text.secondary">{t('notificationOff.doneHint')}</Typography>
        {manageButton}
      </>
    )
  } else if (isInvalidLink) {
    content = (
      <>
        <Alert severity="error" data-testid="notification-off-invalid">
          {t('notificationOff.invalid')}
        </Alert>
        <Typography color="text.secondary">{t('notificationOff.invalidHint')}</Typography>
        {manageButton}
      </>
    )
  } else if (turnOff.failure) {
    content = (
      <>
        <Alert severity="error" data-testid="notification-off-failed">
          {turnOff.failure.message}
        </Alert>
        <Button
          variant="contained"
          disabled={turnOff.pending}
          onClick={() => void turnOff.run(undefined)}
        >
          {t('notificationOff.retry')}
        </Button>
      </>
    )
  } else {
    content = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{t('notificationOff.pending')}</Typography>
      </Stack>
    )
  }

  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('notificationOff.pageTitle')}
        </Typography>
        {content}
      </Stack>
    </Paper>
  )
}
