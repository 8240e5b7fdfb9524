/**
 * Every error the API can answer with. The web translates the code; the message in the body is
 * a developer-facing English hint, never shown as-is when a translation exists.
 * Each code maps to exactly one HTTP status in ERROR_STATUS.
 */
export const ERROR_CODES = [
  'badRequest',
  'invalidJson',
  'unsupportedMediaType',
  'payloadTooLarge',
  'uriTooLong',
  'validationFailed',
  'unauthenticated',
  'forbidden',
  'trialAccountRestricted',
  'notFound',
  'methodNotAllowed',
  'conflict',
  'tooManyRequests',
  'timeout',
  'internalError',
  'serviceUnavailable',
  // Product rules of spec section 8.
  'scoutCreationLimitExceeded',
  'invalidJobInfoEffectivePeriod',
  'recruitmentAlreadyClosed',
  'downloadNotAvailable',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export const ERROR_STATUS: Record<ErrorCode, number> = {
  badRequest: 400,
  invalidJson: 400,
  unsupportedMediaType: 415,
  payloadTooLarge: 413,
  uriTooLong: 414,
  validationFailed: 422,
  unauthenticated: 401,
  forbidden: 403,
  // A trial recruiter reaching a restricted feature: refused like any missing permission.
  trialAccountRestricted: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  tooManyRequests: 429,
  timeout: 504,
  internalError: 500,
  serviceUnavailable: 503,
  // Business rule refusals are well-formed requests the rules reject: 422.
  scoutCreationLimitExceeded: 422,
  invalidJobInfoEffectivePeriod: 422,
  recruitmentAlreadyClosed: 422,
  downloadNotAvailable: 403,
}
