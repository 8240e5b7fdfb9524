import type { LineError, LineResult } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { LinePanel } from './line-panel'

export interface LineSuccessPageProps {
  result: LineResult | null
  error: LineError | null
  /** Already checked to be a path on this site. */
  continuePath: string
}

const MESSAGES = {
  linked: { heading: 'linkedHeading', body: 'linkedBody' },
  signed_in: { heading: 'signedInHeading', body: 'signedInBody' },
  already_linked: { heading: 'alreadyLinkedHeading', body: 'alreadyLinkedBody' },
  failed: { heading: 'failedHeading', body: 'failedBody' },
} as const

/** Where the LINE round trip ends: what happened, and the way back to where the visitor was. */
export function LineSuccessPage({ result, error, continuePath }: LineSuccessPageProps) {
  const { t } = useTranslation('line')
  const messages = MESSAGES[error ?? result ?? 'linked']
  return (
    <LinePanel title={t(messages.heading)}>
      <Alert severity={error ? 'error' : 'success'} sx={{ mb: 3 }}>
        {t(messages.body)}
      </Alert>
      <Button component={Link} to={continuePath} variant="contained" reloadDocument>
        {t('continue')}
      </Button>
    </LinePanel>
  )
}
