import { useState } from 'react'
import { requestPasswordReset } from '../../features/auth/api'
import { AuthCard } from '../../features/auth/auth-card'
import { AuthForm } from '../../features/auth/auth-form'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/password-forgot'

export const handle = { analyticsName: 'password_forgot' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return pageMeta(auth.forgotTitle, auth.forgotDescription)
}

export default function PasswordForgot() {
  const { t } = useTranslation('auth')
  const [isSent, setIsSent] = useState(false)
  const form = useForm({
    initialValues: { email: '' },
    submit: (_body, values) => requestPasswordReset(getBrowserApi(), values.email),
    fallbackMessage: t('errors.failed'),
    onSuccess: () => setIsSent(true),
  })
  if (isSent) return <AuthCard title={t('forgotTitle')} success={t('forgotDone')} />
  return (
    <AuthCard title={t('forgotTitle')} description={t('forgotDescription')} error={form.failure}>
      <AuthForm
        form={form}
        isRequired
        fields={[{ path: 'email', type: 'email', label: t('email'), autoComplete: 'email' }]}
        submitLabel={t('forgotSubmit')}
      />
    </AuthCard>
  )
}
