import { LINE_UNLINK_PATH } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { useMutation } from '../../lib/mutation'
import { unlinkLine } from './api'
import { LinePanel } from './line-panel'
import { LineSignInButton } from './line-sign-in-button'

export interface LineSettingsPageProps {
  /** False when LINE is not configured on this server. */
  isAvailable: boolean
  isAccountLinked: boolean
}

/** The LINE settings of spec section 3: whether an account is linked, with unlink and link. */
export function LineSettingsPage({ isAvailable, isAccountLinked }: LineSettingsPageProps) {
  const { t } = useTranslation('line')
  const [isUnlinked, setIsUnlinked] = useState(false)
  // Unlinking runs in the browser with the visitor's own cookie; the page then reloads its data.
  const unlink = useMutation(() => unlinkLine(getBrowserApi()), {
    fallbackMessage: t('unlinkFailed'),
    revalidate: true,
    onSuccess: () => setIsUnlinked(true),
  })
  return (
    <LinePanel title={t('settingsPageTitle')}>
      {isUnlinked && !isAccountLinked ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('unlinkedNotice')}
        </Alert>
      ) : null}
      {unlink.failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {unlink.failure.message}
        </Alert>
      ) : null}
      {!isAvailable ? (
        <Typography component="p">{t('notConfigured')}</Typography>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography component="p" data-testid="line-link-status">
            {isAccountLinked ? t('linkedStatus') : t('notLinkedStatus')}
          </Typography>
          {isAccountLinked ? (
            <Button
              variant="outlined"
              color="error"
              disabled={unlink.pending}
              onClick={() => void unlink.run(undefined)}
            >
              {t('unlinkButton')}
            </Button>
          ) : (
            <LineSignInButton intent="link" redirectUrl={LINE_UNLINK_PATH} enabled />
          )}
        </Stack>
      )}
    </LinePanel>
  )
}
