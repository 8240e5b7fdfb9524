import { LINE_UNLINK_PATH } from '@kakehashi/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form, useNavigation } from 'react-router'
import { useTranslation } from '../../lib/i18n'
import { LineSignInButton } from './line-sign-in-button'

export interface LineSettingsPageProps {
  /** False when LINE is not configured on this server. */
  isAvailable: boolean
  isAccountLinked: boolean
  /** The outcome of an unlink the visitor just asked for, if any. */
  unlinkResult: 'unlinked' | 'failed' | null
}

/** The LINE settings of spec section 3: whether an account is linked, with unlink and link. */
export function LineSettingsPage({
  isAvailable,
  isAccountLinked,
  unlinkResult,
}: LineSettingsPageProps) {
  const { t } = useTranslation('line')
  const isSubmitting = useNavigation().state === 'submitting'
  return (
    <Box
      component="section"
      sx={{ maxWidth: 640, mx: 'auto', bgcolor: 'background.paper', p: { xs: 2, md: 4 } }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('settingsPageTitle')}
      </Typography>
      {unlinkResult === 'unlinked' && !isAccountLinked ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('unlinkedNotice')}
        </Alert>
      ) : null}
      {unlinkResult === 'failed' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('unlinkFailed')}
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
            <Form method="post">
              <Button type="submit" variant="outlined" color="error" disabled={isSubmitting}>
                {t('unlinkButton')}
              </Button>
            </Form>
          ) : (
            <LineSignInButton intent="link" redirectUrl={LINE_UNLINK_PATH} enabled />
          )}
        </Stack>
      )}
    </Box>
  )
}
