import Button from '@mui/material/Button'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../../features/auth/auth-card'
import { confirmEmailChange } from '../../features/recruiter-profile/api'
import { requireRecruiter } from '../../lib/access'
import { getBrowserApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
import { useErrorMessage } from '../../lib/error-message'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { useMutation } from '../../lib/mutation'
import type { Route } from './+types/email-change-confirm'

export const handle = { analyticsName: 'client_email_change_confirm' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('profile')]

export function meta({ matches }: Route.MetaArgs) {
  const { recruiterProfile } = messagesFromMatches(matches)
  return privatePageMeta(recruiterProfile.confirm.title, recruiterProfile.confirm.description)
}

/** The page of the link mailed to a new address: one press takes the new address. */
export default function EmailChangeConfirm() {
  const { t } = useTranslation('recruiterProfile')
  const describe = useErrorMessage()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [email, setEmail] = useState<string | null>(null)
  // Confirming takes a press of a button, not the page load: mail scanners that open links must
  // not use the token up.
  const confirm = useMutation(() => confirmEmailChange(getBrowserApi(), token), {
    fallbackMessage: t('confirm.failed'),
    onSuccess: (result) => setEmail(result.email),
  })
  const back = (
    <Button component={Link} to="/client/profile" variant="outlined">
      {t('confirm.backToProfile')}
    </Button>
  )
  if (email) {
    return (
      <AuthCard title={t('confirm.title')} success={t('confirm.done', { email })}>
        {back}
      </AuthCard>
    )
  }
  if (!token) {
    return (
      <AuthCard title={t('confirm.title')} error={describe('invalidToken')}>
        {back}
      </AuthCard>
    )
  }
  const failure = confirm.failure
  // A refusal about the address itself (taken meanwhile) says so rather than "invalid input".
  const problem = failure
    ? (isApiError(failure.error) && failure.error.issues[0]?.message) || failure.message
    : null
  return (
    <AuthCard title={t('confirm.title')} description={t('confirm.description')} error={problem}>
      <Button
        variant="contained"
        disabled={confirm.pending}
        onClick={() => void confirm.run(undefined)}
      >
        {t('confirm.submit')}
      </Button>
    </AuthCard>
  )
}
