import { mailEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The development mailbox's one call, typed by the contracts.

export type MailboxMail = CallResult<typeof mailEndpoints.listDevMails>['mails'][number]

/** The latest mails of the outbox; the API answers 404 where there is no mailbox (production). */
export async function fetchDevMails(api: ApiClient): Promise<MailboxMail[]> {
  return (await api.call(mailEndpoints.listDevMails)).mails
}
