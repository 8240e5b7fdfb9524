import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { messageCodeOf } from '../lib/error-message'
import { useMutation } from '../lib/mutation'

/** Answers that mean the link itself is no good, as opposed to a failure worth retrying. */
const INVALID_LINK_CODES = new Set(['invalidToken', 'validationFailed', 'notFound'])

export interface OptOutTexts {
  title: string
  pending: string
  doneHint: string
  invalid: string
  invalidHint: string
  failed: string
  retry: string
  /** The button to the settings the mail is about. */
  manage: string
}

/**
 * The page of a mail's one-click opt-out link (an alert's "stop", a scout mail's "stop these
 * mails"): opening it turns that mail off, signed in or not (the mailed token is the authority),
 * and says what it turned off, or that the link is no good, or offers a retry.
 */
export function OneClickOptOut<T>({
  send,
  done,
  texts,
  manageHref,
  testId,
}: {
  send: () => Promise<T>
  /** What was turned off, from the answer. */
  done: (result: T) => string
  texts: OptOutTexts
  manageHref: string
  /** Prefix of the test ids of its states (`-done`, `-invalid`, `-failed`). */
  testId: string
}) {
  const turnOff = useMutation(send, { fallbackMessage: texts.failed })
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
    <Button component={Link} to={manageHref} variant="contained">
      {texts.manage}
    </Button>
  )

  let content: ReactNode
  if (turnOff.result) {
    content = (
      <>
        <Alert severity="success" data-testid={`${testId}-done`}>
          {done(turnOff.result)}
        </Alert>
        <Typography color="text.secondary">{texts.doneHint}</Typography>
        {manageButton}
      </>
    )
  } else if (isInvalidLink) {
    content = (
      <>
        <Alert severity="error" data-testid={`${testId}-invalid`}>
          {texts.invalid}
        </Alert>
        <Typography color="text.secondary">{texts.invalidHint}</Typography>
        {manageButton}
      </>
    )
  } else if (turnOff.failure) {
    content = (
      <>
        <Alert severity="error" data-testid={`${testId}-failed`}>
          {turnOff.failure.message}
        </Alert>
        <Button
          variant="contained"
          disabled={turnOff.pending}
          onClick={() => void turnOff.run(undefined)}
        >
          {texts.retry}
        </Button>
      </>
    )
  } else {
    content = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{texts.pending}</Typography>
      </Stack>
    )
  }

  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {texts.title}
        </Typography>
        {content}
      </Stack>
    </Paper>
  )
}
