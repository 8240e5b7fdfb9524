import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { resetPassword } from '../../features/auth/api'
import { AuthCard } from '../../features/auth/auth-card'
import { AuthForm, SignInButton } from '../../features/auth/auth-form'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/password-reset'

export const handle = { analyticsName: 'password_reset' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return privatePageMeta(auth.resetTitle, auth.forgotDescription)
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
        <SignInButton />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('resetTitle')} error={form.failure}>
      <AuthForm
        form={form}
        isRequired
        fields={[
          {
            path: 'password',
            type: 'password',
            label: t('newPassword'),
            autoComplete: 'new-password',
            hint: t('passwordHint'),
          },
          {
            path: 'password_confirmation',
            type: 'password',
            label: t('newPasswordConfirmation'),
            autoComplete: 'new-password',
          },
        ]}
        submitLabel={t('resetSubmit')}
      />
    </AuthCard>
  )
}
