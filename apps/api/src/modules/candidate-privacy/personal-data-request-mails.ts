import type {
  Locale,
  PersonalDataRequestKind,
  PersonalDataRequestState,
} from '@kakehashi/contracts'
import { catalogues, translate } from '@kakehashi/i18n'
import type { OutgoingMail } from '../mail/mail-service.ts'

export interface RequestForMail {
  id: number
  kind: PersonalDataRequestKind
  state: PersonalDataRequestState
  body: string
  response: string | null
}

/**
 * The candidate's mail about their request: the receipt when it arrives, then each change of
 * state with the platform's answer, in the language the request was written in.
 */
export function composeRequestMail(
  occasion: 'received' | 'updated',
  locale: Locale,
  to: string,
  request: RequestForMail,
  link: string,
): OutgoingMail {
  const messages = catalogues[locale]
  const variables = {
    id: request.id,
    kind: translate(messages, 'candidate', `dataRequests.kinds.${request.kind}`),
    state: translate(messages, 'candidate', `dataRequests.states.${request.state}`),
    body: request.body,
    response: request.response ?? '',
    link,
  }
  return {
    to,
    subject: translate(messages, 'candidate', `dataRequests.mail.${occasion}.subject`, variables),
    text: translate(messages, 'candidate', `dataRequests.mail.${occasion}.body`, variables),
  }
}
