import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Form, Link as RouterLink, useNavigation, useSearchParams } from 'react-router'
import { FormTextField } from '../../components/form-text-field'
import { AuthCard } from '../../features/auth/auth-card'
import { useFailureMessage } from '../../features/auth/use-form-failure'
import { getBrowserApi } from '../../lib/api'
import { checkFormBody, sendForm } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/password-reset'

export const handle = { analyticsName: 'password_reset' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return [
    ...pageMeta(auth.resetTitle, auth.forgotDescription),
    { name: 'robots', content: 'noindex' },
  ]
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  const body = {
    token: new URL(request.url).searchParams.get('token') ?? '',
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
  }
  const problems = await checkFormBody((schemas) => schemas.passwordResetBodySchema, body)
  if (problems) return problems
  return sendForm(() => getBrowserApi().put('/api/v3/password_resets', body))
}

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const failure = actionData && actionData.ok === false ? actionData : undefined
  const error = useFailureMessage(failure)
  if (actionData?.ok) {
    return (
      <AuthCard title={t('resetTitle')} success={t('resetDone')}>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('signIn')}
        </Button>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('resetTitle')} error={error}>
      <Form
        method="post"
        action={`/password/reset?token=${encodeURIComponent(searchParams.get('token') ?? '')}`}
      >
        <Stack spacing={2}>
          <FormTextField
            name="password"
            type="password"
            label={t('newPassword')}
            autoComplete="new-password"
            required
            failure={failure}
            hint={t('passwordHint')}
          />
          <FormTextField
            name="password_confirmation"
            type="password"
            label={t('newPasswordConfirmation')}
            autoComplete="new-password"
            required
            failure={failure}
          />
          <Button type="submit" variant="contained" disabled={navigation.state !== 'idle'}>
            {t('resetSubmit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  )
}
