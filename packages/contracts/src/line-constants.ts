// Plain values of the LINE round trip, kept apart from its zod schemas so pages can use them
// without loading zod.
import { API_PREFIX } from './constants.ts'

/** Starts the OpenID Connect round trip with LINE; a plain browser navigation, not a fetch. */
export const LINE_AUTH_PATH = `${API_PREFIX}/auth/line`
export const LINE_CALLBACK_PATH = `${LINE_AUTH_PATH}/callback`
/** The pages of spec section 2 the round trip ends on and the settings page that unlinks. */
export const LINE_SUCCESS_PATH = '/users/auth/line/success'
export const LINE_UNLINK_PATH = '/setting/line/unlink'
/** Where an unknown LINE account is sent: it must sign in another way and link first. */
export const LINE_NOT_LINKED_LOGIN_PATH = '/login?line=not_linked'

export const LINE_INTENTS = ['sign_in', 'link'] as const
export type LineIntent = (typeof LINE_INTENTS)[number]

/** `result` on the success page: what the round trip did. */
export const LINE_RESULTS = ['linked', 'signed_in'] as const
export type LineResult = (typeof LINE_RESULTS)[number]

/** `error` on the success page. */
export const LINE_ERRORS = ['already_linked', 'failed'] as const
export type LineError = (typeof LINE_ERRORS)[number]
