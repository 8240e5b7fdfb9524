import { isSameSitePath, LINE_AUTH_PATH, type LineIntent } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import { useTranslation } from '../../lib/i18n'

/** LINE's brand green and its pressed shade, from LINE's login button guidelines. */
const LINE_GREEN = '#06C755'
const LINE_GREEN_DARK = '#05B34C'

/** The API path that starts the round trip; an unsafe way back is dropped here already. */
export function lineAuthHref(intent: LineIntent, redirectUrl?: string | null): string {
  const query = new URLSearchParams({ intent })
  if (isSameSitePath(redirectUrl)) query.set('redirect_url', redirectUrl)
  return `${LINE_AUTH_PATH}?${query}`
}

export interface LineSignInButtonProps {
  /** A path on this site to return to afterwards; anything else is ignored. */
  redirectUrl?: string | null
  intent?: LineIntent
  /** From `fetchLineStatus` (./api) in the page's loader; nothing renders when LINE is off. */
  enabled: boolean
}

/**
 * A plain link, not a fetch: the browser itself must travel to LINE and back so the flow cookie
 * and the session cookie land where they belong.
 */
export function LineSignInButton({
  redirectUrl,
  intent = 'sign_in',
  enabled,
}: LineSignInButtonProps) {
  const { t } = useTranslation('line')
  if (!enabled) return null
  return (
    <Button
      href={lineAuthHref(intent, redirectUrl)}
      variant="contained"
      disableElevation
      sx={{
        bgcolor: LINE_GREEN,
        color: '#FFFFFF',
        fontWeight: 700,
        textTransform: 'none',
        '&:hover': { bgcolor: LINE_GREEN_DARK },
      }}
    >
      {intent === 'link' ? t('linkButton') : t('signInButton')}
    </Button>
  )
}
