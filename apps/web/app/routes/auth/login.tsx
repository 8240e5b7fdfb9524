import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Link as RouterLink, redirect, useNavigate, useSearchParams } from 'react-router'
import { signIn } from '../../features/auth/api'
import { AuthCard } from '../../features/auth/auth-card'
import { AuthForm } from '../../features/auth/auth-form'
import { landingPathFor } from '../../features/auth/landing'
import { fetchLineStatus } from '../../features/line/api'
import { LineSignInButton } from '../../features/line/line-sign-in-button'
import { sessionUserContext } from '../../lib/access'
import { createServerApi, getBrowserApi } from '../../lib/api'
import { useForm } from '../../lib/form'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/login'

export const handle = { analyticsName: 'login' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return privatePageMeta(auth.signInTitle, auth.signInDescription)
}

/** A signed-in visitor has nothing to do here: on to where they were going. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(sessionUserContext)
  if (user) {
    const target = new URL(request.url).searchParams.get('redirect_url')
    throw redirect(await landingPathFor(user, createServerApi(context, request), target))
  }
  return { isLineEnabled: await fetchLineStatus(createServerApi(context, request)) }
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const line = useTranslation('line').t
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const redirectUrl = searchParams.get('redirect_url')
  const form = useForm({
    initialValues: { email: '', password: '' },
    submit: (_body, values) => signIn(getBrowserApi(), values),
    fallbackMessage: t('errors.failed'),
    // The sign-in page leaves the history: Back from the landing page does not return here.
    onSuccess: async ({ currentUser }) => {
      const target = await landingPathFor(currentUser, getBrowserApi(), redirectUrl)
      await navigate(target, { replace: true })
    },
  })
  // LINE sends a visitor whose LINE account is linked to no account back here.
  const error =
    form.failure ?? (searchParams.get('line') === 'not_linked' ? line('signInNotLinked') : null)
  return (
    <AuthCard title={t('signInTitle')} description={t('signInDescription')} error={error}>
      <AuthForm
        form={form}
        isRequired
        fields={[
          { path: 'email', type: 'email', label: t('email'), autoComplete: 'username' },
          {
            path: 'password',
            type: 'password',
            label: t('password'),
            autoComplete: 'current-password',
          },
        ]}
        submitLabel={t('signInSubmit')}
      />
      <LineSignInButton
        enabled={loaderData.isLineEnabled}
        intent="sign_in"
        redirectUrl={redirectUrl}
      />
      <Stack spacing={1}>
        <Link component={RouterLink} to="/password/forgot">
          {t('forgotPasswordLink')}
        </Link>
        <Link
          component={RouterLink}
          to={redirectUrl ? `/signup?redirect_url=${encodeURIComponent(redirectUrl)}` : '/signup'}
        >
          {t('noAccountYet')} {t('signUp')}
        </Link>
      </Stack>
    </AuthCard>
  )
}
