import { useState } from 'react'
import { AuthCard } from '../../features/auth/auth-card'
import { AuthForm } from '../../features/auth/auth-form'
import { changePassword } from '../../features/client/api'
import { getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/password-edit'

export const handle = { analyticsName: 'client_password_edit' }

export function meta({ matches }: Route.MetaArgs) {
  const { client } = messagesFromMatches(matches)
  return privatePageMeta(client.passwordTitle, client.passwordDescription)
}

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const

/** The recruiter password change of spec section 3. */
export default function PasswordEdit() {
  const { t } = useTranslation('client')
  const auth = useTranslation('auth').t
  const [isChanged, setIsChanged] = useState(false)
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    schema: (schemas) => schemas.passwordChangeBodySchema,
    submit: (_body, values) =>
      changePassword(getBrowserApi(), {
        currentPassword: values.current_password,
        password: values.password,
        passwordConfirmation: values.password_confirmation,
      }),
    fallbackMessage: t('passwordChangeFailed'),
    onSuccess: () => {
      // Passwords do not stay on the screen once changed.
      for (const path of FIELDS) form.set(path, '')
      setIsChanged(true)
    },
  })
  return (
    <AuthCard
      title={t('passwordTitle')}
      error={form.failure}
      success={isChanged && !form.failure ? t('passwordChanged') : null}
    >
      <AuthForm
        form={form}
        fields={[
          {
            path: 'current_password',
            type: 'password',
            label: auth('currentPassword'),
            autoComplete: 'current-password',
          },
          {
            path: 'password',
            type: 'password',
            label: auth('newPassword'),
            autoComplete: 'new-password',
            hint: auth('passwordHint'),
          },
          {
            path: 'password_confirmation',
            type: 'password',
            label: auth('newPasswordConfirmation'),
            autoComplete: 'new-password',
          },
        ]}
        submitLabel={t('passwordSubmit')}
      />
    </AuthCard>
  )
}
