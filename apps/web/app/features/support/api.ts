import { clientNoteEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// The support page's one call: the contact form, typed by the contracts.

export type SupportInquiry = CallResult<typeof endpoints.createSupportInquiry>
type SupportInquiryBody = Exclude<
  CallInput<typeof endpoints.createSupportInquiry>['body'],
  FormData
>

/**
 * Sends the contact form. The body is the form's values in the wire spelling with the draft's
 * `client_request_id`: sending it again answers the inquiry already received.
 */
export function sendSupportInquiry(api: ApiClient, body: unknown): Promise<SupportInquiry> {
  return api.call(endpoints.createSupportInquiry, { body: body as SupportInquiryBody })
}
