import {
  type Locale,
  PROFILE_REQUEST_SECTION_STEPS,
  type ProfileRequestSection,
} from '@kakehashi/contracts'
import { catalogues, translate } from '@kakehashi/i18n'
import { bilingualMail, type MailPart, type OutgoingMail } from '../mail/mail-service.ts'

export interface ProfileRequestForMail {
  to: string
  organisationName: string
  section: ProfileRequestSection
  /** The public site's address, without a trailing slash. */
  baseUrl: string
}

function mailPart(locale: Locale, request: ProfileRequestForMail): MailPart {
  const messages = catalogues[locale]
  const variables = {
    organisation: request.organisationName,
    section: translate(messages, 'candidate', `profileRequests.sections.${request.section}`),
    link: `${request.baseUrl}/register_steps/career_infos/${PROFILE_REQUEST_SECTION_STEPS[request.section]}`,
  }
  return {
    subject: translate(messages, 'candidate', 'profileRequests.mail.subject', variables),
    text: translate(messages, 'candidate', 'profileRequests.mail.body', variables),
  }
}

/**
 * The mail telling a candidate an organisation asks them to complete a section, with a link to
 * its step, in both languages: candidate accounts keep no language choice.
 */
export function composeProfileRequestMail(request: ProfileRequestForMail): OutgoingMail {
  return bilingualMail(request.to, mailPart('ja', request), mailPart('en', request))
}
