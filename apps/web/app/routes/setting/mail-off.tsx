import { CANDIDATE_MAIL_KINDS, type CandidateMailKind } from '@kakehashi/contracts'
import { useSearchParams } from 'react-router'
import { MailOffPage } from '../../features/mail-settings/mail-off-page'
import { messagesFromMatches, privatePageMeta } from '../../lib/meta'
import type { Route } from './+types/mail-off'

// Outside the candidate's own pages: the link of a scout mail must work signed out too.

export const handle = { analyticsName: 'setting_mail_off' }

export function meta({ matches }: Route.MetaArgs) {
  const { mailOff } = messagesFromMatches(matches)
  return privatePageMeta(mailOff.title, mailOff.description)
}

export default function MailOff() {
  const [searchParams] = useSearchParams()
  const kind = searchParams.get('kind')
  return (
    <MailOffPage
      userId={Number(searchParams.get('user'))}
      kind={
        (CANDIDATE_MAIL_KINDS as readonly string[]).includes(kind ?? '')
          ? (kind as CandidateMailKind)
          : 'scout'
      }
      token={searchParams.get('token') ?? ''}
    />
  )
}
