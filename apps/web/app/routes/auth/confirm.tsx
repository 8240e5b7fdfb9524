import Button from '@mui/material/Button'
import { Form, Link as RouterLink, useNavigation, useSearchParams } from 'react-router'
import { AuthCard } from '../../features/auth/auth-card'
import { useFailureMessage } from '../../features/auth/use-form-failure'
import { getBrowserApi } from '../../lib/api'
import { sendForm } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/confirm'

export const handle = { analyticsName: 'confirm_email' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return [
    ...pageMeta(auth.confirmTitle, auth.confirmDescription),
    { name: 'robots', content: 'noindex' },
  ]
}

// Confirming takes a press of a button, not the page load: mail scanners that open links must not
// use the token up.
export async function clientAction({ request }: Route.ClientActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return sendForm(() => getBrowserApi().post('/api/v3/confirmations', { token }))
}

export default function Confirm({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const error = useFailureMessage(actionData && actionData.ok === false ? actionData : undefined)
  if (actionData?.ok) {
    return (
      <AuthCard title={t('confirmTitle')} success={t('confirmDone')}>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('signIn')}
        </Button>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('confirmTitle')} description={t('confirmDescription')} error={error}>
      <Form
        method="post"
        action={`/confirm?token=${encodeURIComponent(searchParams.get('token') ?? '')}`}
      >
        <Button type="submit" variant="contained" disabled={navigation.state !== 'idle'}>
          {t('confirmSubmit')}
        </Button>
      </Form>
    </AuthCard>
  )
}
