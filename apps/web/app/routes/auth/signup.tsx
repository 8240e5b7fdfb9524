import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Form, Link as RouterLink, useNavigation } from 'react-router'
import { FormTextField } from '../../components/form-text-field'
import { AuthCard } from '../../features/auth/auth-card'
import { useFailureMessage } from '../../features/auth/use-form-failure'
import { getBrowserApi } from '../../lib/api'
import { checkFormBody, sendForm } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/signup'

export const handle = { analyticsName: 'signup' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return pageMeta(auth.signUpTitle, auth.signUpDescription)
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  const body = {
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
    full_name: String(form.get('full_name') ?? ''),
  }
  const problems = await checkFormBody((schemas) => schemas.signUpBodySchema, body)
  if (problems) return problems
  return sendForm(() => getBrowserApi().post('/api/v3/candidate/registrations', body))
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const failure = actionData && actionData.ok === false ? actionData : undefined
  const error = useFailureMessage(failure)
  if (actionData?.ok) {
    return <AuthCard title={t('signUpTitle')} success={t('signUpDone')} />
  }
  return (
    <AuthCard title={t('signUpTitle')} description={t('signUpDescription')} error={error}>
      <Form method="post">
        <Stack spacing={2}>
          <FormTextField
            name="full_name"
            label={t('fullName')}
            autoComplete="name"
            required
            failure={failure}
          />
          <FormTextField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            required
            failure={failure}
          />
          <FormTextField
            name="password"
            type="password"
            label={t('password')}
            autoComplete="new-password"
            required
            failure={failure}
            hint={t('passwordHint')}
          />
          <Button type="submit" variant="contained" disabled={navigation.state !== 'idle'}>
            {t('signUpSubmit')}
          </Button>
        </Stack>
      </Form>
      <Link component={RouterLink} to="/login">
        {t('haveAccount')} {t('signIn')}
      </Link>
    </AuthCard>
  )
}
