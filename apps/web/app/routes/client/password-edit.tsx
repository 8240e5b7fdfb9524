import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Form, useNavigation } from 'react-router'
import { FormTextField } from '../../components/form-text-field'
import { AuthCard } from '../../features/auth/auth-card'
import { getBrowserApi } from '../../lib/api'
import { checkFormBody, sendForm } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches } from '../../lib/meta'
import type { Route } from './+types/password-edit'

export const handle = { analyticsName: 'client_password_edit' }

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).client.passwordTitle }]
}

/** The recruiter password change of spec section 3 (PUT /api/v3/client/passwords). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  const body = {
    current_password: String(form.get('current_password') ?? ''),
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
  }
  const problems = await checkFormBody((schemas) => schemas.passwordChangeBodySchema, body)
  if (problems) return problems
  return sendForm(() => getBrowserApi().put('/api/v3/client/passwords', body))
}

export default function PasswordEdit({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('client')
  const auth = useTranslation('auth').t
  const navigation = useNavigation()
  const failure = actionData && actionData.ok === false ? actionData : undefined
  const hasFieldErrors = failure && Object.keys(failure.fields).length > 0
  const error = failure
    ? hasFieldErrors
      ? auth('errors.formInvalid')
      : t('passwordChangeFailed')
    : null
  return (
    <AuthCard
      title={t('passwordTitle')}
      error={error}
      success={actionData?.ok ? t('passwordChanged') : null}
    >
      <Form method="post" key={actionData?.ok ? 'done' : 'form'}>
        <Stack spacing={2}>
          <FormTextField
            name="current_password"
            type="password"
            label={auth('currentPassword')}
            autoComplete="current-password"
            failure={failure}
          />
          <FormTextField
            name="password"
            type="password"
            label={auth('newPassword')}
            autoComplete="new-password"
            failure={failure}
            hint={auth('passwordHint')}
          />
          <FormTextField
            name="password_confirmation"
            type="password"
            label={auth('newPasswordConfirmation')}
            autoComplete="new-password"
            failure={failure}
          />
          <Button type="submit" variant="contained" disabled={navigation.state !== 'idle'}>
            {t('passwordSubmit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  )
}
