import type { Locale } from '@kakehashi/contracts'
import { catalogues, translate } from '@kakehashi/i18n'

export interface MailToSend {
  to: string
  subject: string
  text: string
}

type AccountMailKind = 'confirmation' | 'alreadyRegistered' | 'passwordReset' | 'invitation'

const LINKS: Record<AccountMailKind, (baseUrl: string, token?: string) => string> = {
  confirmation: (baseUrl, token) => `${baseUrl}/confirm?token=${token}`,
  alreadyRegistered: (baseUrl) => `${baseUrl}/login`,
  passwordReset: (baseUrl, token) => `${baseUrl}/password/reset?token=${token}`,
  // An invited recruiter chooses a first password on the same page a reset uses.
  invitation: (baseUrl, token) => `${baseUrl}/password/reset?token=${token}`,
}

/** Account mails in the visitor's language, as plain text with the one link they need. */
export function composeAccountMail(
  kind: AccountMailKind,
  locale: Locale,
  input: {
    to: string
    baseUrl: string
    token?: string
    /** Further values the kind's wording names (an invitation's organisation and days). */
    params?: Record<string, string | number>
  },
): MailToSend {
  const messages = catalogues[locale]
  const link = LINKS[kind](input.baseUrl, input.token)
  return {
    to: input.to,
    subject: translate(messages, 'mail', `${kind}.subject`),
    text: translate(messages, 'mail', `${kind}.body`, { ...input.params, link }),
  }
}
