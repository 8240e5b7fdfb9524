import { ERROR_CODES, type ErrorCode } from '@kakehashi/contracts'
import { useCallback } from 'react'
import { type ClientErrorCode, isApiError } from './api-client'
import { useTranslation } from './i18n'

/** Every code the visitor can be told about: the API's, the client's own, and a form's. */
export type MessageCode = ErrorCode | ClientErrorCode | 'formInvalid'

const CLIENT_CODES: readonly ClientErrorCode[] = [
  'networkError',
  'timeout',
  'aborted',
  'invalidResponse',
  'httpError',
]

// Codes that say only that something went wrong, not what: the page's own failure message
// ("the message failed to send", "please try again later": spec section 8) says it better.
const GENERIC_CODES: ReadonlySet<MessageCode> = new Set([
  'internalError',
  'serviceUnavailable',
  'badRequest',
  'invalidJson',
  'networkError',
  'invalidResponse',
  'httpError',
])

function isMessageCode(code: unknown): code is MessageCode {
  return (
    code === 'formInvalid' ||
    (ERROR_CODES as readonly unknown[]).includes(code) ||
    (CLIENT_CODES as readonly unknown[]).includes(code)
  )
}

/**
 * The code to tell the visitor about for a failure: the API's or the client's code, or
 * `internalError` for anything else (a bug in the page, a code a newer API invented).
 */
export function messageCodeOf(failure: unknown): MessageCode {
  const code = isApiError(failure) ? failure.code : failure
  return isMessageCode(code) ? code : 'internalError'
}

/**
 * The one way the web words a failure. `describe(error, fallback)` answers the table's message
 * for a specific refusal (a scout sent twice, an expired link) and the page's own `fallback`
 * for a failure that says nothing specific.
 */
export function useErrorMessage() {
  const { t } = useTranslation('errors')
  return useCallback(
    (failure: unknown, fallback?: string): string => {
      const code = messageCodeOf(failure)
      if (fallback !== undefined && GENERIC_CODES.has(code)) return fallback
      return t(`codes.${code}`)
    },
    [t],
  )
}
