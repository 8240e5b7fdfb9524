import { LINE_UNLINK_PATH, type LineError, type LineResult } from '@kakehashi/contracts'
import Alert, { type AlertColor } from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import type { LineAccountState } from './api'
import { LinePanel } from './line-panel'
import { LineSignInButton } from './line-sign-in-button'

export interface LineSuccessPageProps {
  /** What the API says of the visitor and LINE now. */
  state: LineAccountState
  result: LineResult | null
  error: LineError | null
  /** Already checked to be a path on this site. */
  continuePath: string
}

export type LineSuccessOutcome = LineResult | LineError | 'unavailable' | 'signedOut' | 'notLinked'

/**
 * What the page may say. `result` and `error` are only the query string, which anyone can type,
 * so a success is claimed only when the visitor's state bears it out: signed in with a LINE
 * account linked. A failure describes the round trip, not the account, and is shown as given,
 * except that "already linked" only concerns someone signed in who tried to link.
 */
export function lineSuccessOutcome(
  state: LineAccountState,
  result: LineResult | null,
  error: LineError | null,
): LineSuccessOutcome {
  if (state === 'unavailable') return 'unavailable'
  if (error === 'failed') return 'failed'
  if (state === 'signedOut') return 'signedOut'
  if (error === 'already_linked') return 'already_linked'
  if (state === 'notLinked') return 'notLinked'
  return result === 'signed_in' ? 'signed_in' : 'linked'
}

const MESSAGES = {
  linked: { heading: 'linkedHeading', body: 'linkedBody', severity: 'success' },
  signed_in: { heading: 'signedInHeading', body: 'signedInBody', severity: 'success' },
  already_linked: { heading: 'alreadyLinkedHeading', body: 'alreadyLinkedBody', severity: 'error' },
  failed: { heading: 'failedHeading', body: 'failedBody', severity: 'error' },
  unavailable: { heading: 'unavailableHeading', body: 'notConfigured', severity: 'info' },
  signedOut: { heading: 'signedOutHeading', body: 'signedOutBody', severity: 'info' },
  notLinked: { heading: 'notLinkedHeading', body: 'notLinkedBody', severity: 'info' },
} as const satisfies Record<
  LineSuccessOutcome,
  { heading: string; body: string; severity: AlertColor }
>

/** Where the LINE round trip ends: what is now true for the visitor, and the way back. */
export function LineSuccessPage({ state, result, error, continuePath }: LineSuccessPageProps) {
  const { t } = useTranslation('line')
  const outcome = lineSuccessOutcome(state, result, error)
  const messages = MESSAGES[outcome]
  return (
    <LinePanel title={t(messages.heading)}>
      <Alert severity={messages.severity} sx={{ mb: 3 }} data-testid="line-outcome">
        {t(messages.body)}
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {outcome === 'signedOut' ? (
          <Button
            component={Link}
            to={`/login?redirect_url=${encodeURIComponent(LINE_UNLINK_PATH)}`}
            variant="contained"
          >
            {t('logIn')}
          </Button>
        ) : null}
        {outcome === 'notLinked' ? (
          <LineSignInButton intent="link" redirectUrl={LINE_UNLINK_PATH} enabled />
        ) : null}
        <Button
          component={Link}
          to={continuePath}
          variant={outcome === 'signedOut' || outcome === 'notLinked' ? 'outlined' : 'contained'}
          reloadDocument
        >
          {t('continue')}
        </Button>
      </Stack>
    </LinePanel>
  )
}
