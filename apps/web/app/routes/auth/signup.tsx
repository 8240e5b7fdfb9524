import Link from '@mui/material/Link'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { signUp } from '../../features/auth/api'
import { AuthCard } from '../../features/auth/auth-card'
import { AuthForm } from '../../features/auth/auth-form'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/signup'

export const handle = { analyticsName: 'signup' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return pageMeta(auth.signUpTitle, auth.signUpDescription)
}

export default function SignUp() {
  const { t } = useTranslation('auth')
  const [isSent, setIsSent] = useState(false)
  const form = useForm({
    initialValues: { full_name: '', email: '', password: '' },
    schema: (schemas) => schemas.signUpBodySchema,
    submit: (_body, values) =>
      signUp(getBrowserApi(), {
        fullName: values.full_name,
        email: values.email,
        password: values.password,
      }),
    fallbackMessage: t('errors.failed'),
    onSuccess: () => setIsSent(true),
  })
  if (isSent) {
    return <AuthCard title={t('signUpTitle')} success={t('signUpDone')} />
  }
  return (
    <AuthCard title={t('signUpTitle')} description={t('signUpDescription')} error={form.failure}>
      <AuthForm
        form={form}
        isRequired
        fields={[
          { path: 'full_name', label: t('fullName'), autoComplete: 'name' },
          { path: 'email', type: 'email', label: t('email'), autoComplete: 'email' },
          {
            path: 'password',
            type: 'password',
            label: t('password'),
            autoComplete: 'new-password',
            hint: t('passwordHint'),
          },
        ]}
        submitLabel={t('signUpSubmit')}
      />
      <Link component={RouterLink} to="/login">
        {t('haveAccount')} {t('signIn')}
      </Link>
    </AuthCard>
  )
}
