import type { SessionState } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Form, Link as RouterLink, redirect, useNavigation, useSearchParams } from 'react-router'
import { AuthCard } from '../../features/auth/auth-card'
import { landingPathFor } from '../../features/auth/landing'
import { useFailureMessage } from '../../features/auth/use-form-failure'
import { fetchLineStatus, LineSignInButton } from '../../features/line/line-sign-in-button'
import { sessionUserContext } from '../../lib/access'
import { createServerApi, getBrowserApi } from '../../lib/api'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'
import { toFormFailure } from '../../lib/form-errors'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, pageMeta } from '../../lib/meta'
import type { Route } from './+types/login'

export const handle = { analyticsName: 'login' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return [
    ...pageMeta(auth.signInTitle, auth.signInDescription),
    { name: 'robots', content: 'noindex' },
  ]
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

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  try {
    const session = await getBrowserApi().post<
      CamelCasedPropertiesDeep<{ current_user: NonNullable<SessionState['current_user']> }>
    >('/api/v3/sessions', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    })
    const target = new URL(request.url).searchParams.get('redirect_url')
    return redirect(await landingPathFor(session.currentUser, getBrowserApi(), target))
  } catch (error) {
    return toFormFailure(error)
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const line = useTranslation('line').t
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  const failure = useFailureMessage(actionData)
  // LINE sends a visitor whose LINE account is linked to no account back here.
  const error =
    failure ?? (searchParams.get('line') === 'not_linked' ? line('signInNotLinked') : null)
  const redirectUrl = searchParams.get('redirect_url')
  return (
    <AuthCard title={t('signInTitle')} description={t('signInDescription')} error={error}>
      <Form method="post" replace>
        <Stack spacing={2}>
          <TextField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="username"
            required
            fullWidth
          />
          <TextField
            name="password"
            type="password"
            label={t('password')}
            autoComplete="current-password"
            required
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={navigation.state !== 'idle'}>
            {t('signInSubmit')}
          </Button>
        </Stack>
      </Form>
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
