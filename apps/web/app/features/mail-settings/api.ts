import { type CandidateMailKind, scoutsEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The calls of the candidate's mail settings and of a scout mail's one-click opt-out.

export type MailSettings = CallResult<typeof endpoints.getCandidateMailSettings>

export function fetchMailSettings(api: ApiClient): Promise<MailSettings> {
  return api.call(endpoints.getCandidateMailSettings)
}

/** Saves the settings; the body is the form's values in the wire spelling, already checked. */
export function updateMailSettings(api: ApiClient, body: unknown): Promise<MailSettings> {
  return api.call(endpoints.updateCandidateMailSettings, {
    body: body as { scoutMail: boolean; messageMail: boolean },
  })
}

/** Turns one kind of mail off with the token of the mailed link; no sign-in needed. */
export function turnOffMail(
  api: ApiClient,
  link: { userId: number; kind: CandidateMailKind; token: string },
) {
  return api.call(endpoints.turnOffCandidateMail, { body: link })
}
