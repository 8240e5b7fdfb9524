import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { TextInput } from '../../components/form-fields'
import { resetPassword } from '../../features/auth/api'
import { AuthCard } from '../../features/auth/auth-card'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
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

export default function PasswordReset() {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const [isReset, setIsReset] = useState(false)
  const token = searchParams.get('token') ?? ''
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    schema: (schemas) => schemas.passwordResetBodySchema,
    toBody: (values) => ({ token, ...values }),
    submit: (_body, values) =>
      resetPassword(getBrowserApi(), {
        token,
        password: values.password,
        passwordConfirmation: values.password_confirmation,
      }),
    fallbackMessage: t('errors.failed'),
    onSuccess: () => setIsReset(true),
  })
  if (isReset) {
    return (
      <AuthCard title={t('resetTitle')} success={t('resetDone')}>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('signIn')}
        </Button>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('resetTitle')} error={form.failure}>
      <form method="post" onSubmit={form.onSubmit}>
        <Stack spacing={2}>
          <TextInput
            form={form}
            path="password"
            type="password"
            label={t('newPassword')}
            autoComplete="new-password"
            required
            hint={t('passwordHint')}
          />
          <TextInput
            form={form}
            path="password_confirmation"
            type="password"
            label={t('newPasswordConfirmation')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" disabled={form.pending}>
            {t('resetSubmit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
