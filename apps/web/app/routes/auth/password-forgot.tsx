import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Form, useNavigation } from 'react-router'
import { FormTextField } from '../../components/form-text-field'
import { AuthCard } from '../../features/auth/auth-card'
import { useFailureMessage } from '../../features/auth/use-form-failure'
import { getBrowserApi } from '../../lib/api'
import { sendForm } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/password-forgot'

export const handle = { analyticsName: 'password_forgot' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return pageMeta(auth.forgotTitle, auth.forgotDescription)
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  return sendForm(() =>
    getBrowserApi().post('/api/v3/password_resets', {
      email: String(form.get('email') ?? ''),
    }),
  )
}

export default function PasswordForgot({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const failure = actionData && actionData.ok === false ? actionData : undefined
  const error = useFailureMessage(failure)
  if (actionData?.ok) return <AuthCard title={t('forgotTitle')} success={t('forgotDone')} />
  return (
    <AuthCard title={t('forgotTitle')} description={t('forgotDescription')} error={error}>
      <Form method="post">
        <Stack spacing={2}>
          <FormTextField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            required
            failure={failure}
          />
          <Button type="submit" variant="contained" disabled={navigation.state !== 'idle'}>
            {t('forgotSubmit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  )
}
