import type { Locale, SupportTopic } from '@kakehashi/contracts'
import { catalogues, translate } from '@kakehashi/i18n'
import type { OutgoingMail } from '../mail/mail-service.ts'

export interface InquiryForMail {
  id: number
  topic: SupportTopic
  subject: string
  body: string
  sender: { fullName: string; email: string; organisationName: string }
}

/**
 * The inquiry as the support team reads it. The outbox keeps no Reply-To header, so the
 * recruiter's address stands in the text, for the team to answer to.
 */
export function composePlatformMail(to: string, inquiry: InquiryForMail): OutgoingMail {
  // The support team works in Japanese, whatever language the recruiter wrote from.
  const messages = catalogues.ja
  const variables = {
    id: inquiry.id,
    name: inquiry.sender.fullName,
    organisation: inquiry.sender.organisationName,
    email: inquiry.sender.email,
    topic: translate(messages, 'support', `topics.${inquiry.topic}`),
    subject: inquiry.subject,
    body: inquiry.body,
  }
  return {
    to,
    subject: translate(messages, 'support', 'mail.platform.subject', variables),
    text: translate(messages, 'support', 'mail.platform.body', variables),
  }
}

/** The recruiter's copy, in the language the form was sent in. */
export function composeAcknowledgementMail(locale: Locale, inquiry: InquiryForMail): OutgoingMail {
  const messages = catalogues[locale]
  const variables = {
    name: inquiry.sender.fullName,
    topic: translate(messages, 'support', `topics.${inquiry.topic}`),
    subject: inquiry.subject,
    body: inquiry.body,
  }
  return {
    to: inquiry.sender.email,
    subject: translate(messages, 'support', 'mail.acknowledgement.subject', variables),
    text: translate(messages, 'support', 'mail.acknowledgement.body', variables),
  }
}
