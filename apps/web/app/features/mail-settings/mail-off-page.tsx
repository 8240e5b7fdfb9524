import type { CandidateMailKind } from '@kakehashi/contracts'
import Container from '@mui/material/Container'
import { OneClickOptOut } from '../../components/one-click-opt-out'
import { getBrowserApi } from '../../lib/api'
import { useTranslation } from '../../lib/i18n'
import { turnOffMail } from './api'

export const MAIL_SETTINGS_PATH = '/setting/mail'

/** The page of a scout mail's "stop these mails" link; works signed out. */
export function MailOffPage({
  userId,
  kind,
  token,
}: {
  userId: number
  kind: CandidateMailKind
  token: string
}) {
  const { t } = useTranslation('mailOff')
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <OneClickOptOut
        send={() => turnOffMail(getBrowserApi(), { userId, kind, token })}
        done={(result) => t(`done.${result.kind}`)}
        texts={{
          title: t('title'),
          pending: t('pending'),
          doneHint: t('doneHint'),
          invalid: t('invalid'),
          invalidHint: t('invalidHint'),
          failed: t('failed'),
          retry: t('retry'),
          manage: t('manage'),
        }}
        manageHref={MAIL_SETTINGS_PATH}
        testId="mail-off"
      />
    </Container>
  )
}
