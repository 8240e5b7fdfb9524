import Button from '@mui/material/Button'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { confirmEmail } from '../../features/auth/api'
import { AuthCard } from '../../features/auth/auth-card'
import { SignInButton } from '../../features/auth/auth-form'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import { useMutation } from '../../lib/mutation'
import type { Route } from './+types/confirm'

export const handle = { analyticsName: 'confirm_email' }

export function meta({ matches }: Route.MetaArgs) {
  const { auth } = messagesFromMatches(matches)
  return privatePageMeta(auth.confirmTitle, auth.confirmDescription)
}

export default function Confirm() {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const [isConfirmed, setIsConfirmed] = useState(false)
  // Confirming takes a press of a button, not the page load: mail scanners that open links must
  // not use the token up.
  const confirm = useMutation(
    () => confirmEmail(getBrowserApi(), searchParams.get('token') ?? ''),
    { fallbackMessage: t('errors.failed'), onSuccess: () => setIsConfirmed(true) },
  )
  if (isConfirmed) {
    return (
      <AuthCard title={t('confirmTitle')} success={t('confirmDone')}>
        <SignInButton />
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={t('confirmTitle')}
      description={t('confirmDescription')}
      error={confirm.failure?.message ?? null}
    >
      <Button
        variant="contained"
        disabled={confirm.pending}
        onClick={() => void confirm.run(undefined)}
      >
        {t('confirmSubmit')}
      </Button>
    </AuthCard>
  )
}
