import { z } from 'zod'
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

const REDIRECT_PATH_MAX_LENGTH = 2000

/**
 * Whether a redirect target stays on this site: a path with a single leading slash. Backslashes
 * and control characters are refused because browsers read `/\host` as `//host`.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > REDIRECT_PATH_MAX_LENGTH) {
    return false
  }
  if (!value.startsWith('/') || value.startsWith('//')) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  return !/[\\\u0000-\u001f\u007f]/.test(value)
}

export const lineAuthQuerySchema = z.object({
  intent: z.enum(LINE_INTENTS).default('sign_in'),
  // Free text on purpose: an unsafe value is ignored rather than refused, so a bad link still
  // signs the visitor in and only loses the way back.
  redirect_url: z.string().max(REDIRECT_PATH_MAX_LENGTH).optional(),
})

export const lineCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
})

export const lineSettingsSchema = z
  .object({ is_account_linked: z.boolean() })
  .meta({ id: 'LineSettings' })

export const lineStatusSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'Whether LINE sign-in is configured here' }),
  })
  .meta({ id: 'LineStatus' })

export type LineSettings = z.infer<typeof lineSettingsSchema>
export type LineStatus = z.infer<typeof lineStatusSchema>
