/**
 * Every error the API can answer with. The web translates the code; the message in the body is
 * a developer-facing English hint, never shown as-is when a translation exists.
 * Each code maps to exactly one HTTP status in ERROR_STATUS; the generic code of a status comes
 * first, since clients fall back to it for bodies without a code.
 */
export const ERROR_CODES = [
  'badRequest',
  'invalidJson',
  'unsupportedMediaType',
  'payloadTooLarge',
  'uriTooLong',
  'validationFailed',
  'unauthenticated',
  'invalidCredentials',
  'forbidden',
  'trialAccountRestricted',
  'emailNotConfirmed',
  'accountSuspended',
  'invalidToken',
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
  'jobNotExtendable',
  'jobNotDeletable',
  'downloadNotAvailable',
  'lineNotConfigured',
  'lineAlreadyLinked',
  // Candidate side.
  'noCurrentScoutCampaign',
  'scoutExpired',
  // Recruiter side.
  'searchConditionsLimitExceeded',
  'contractEnded',
  'candidateUnavailable',
  'candidateDeclinedScouts',
  'trialScoutLimitExceeded',
  'specialScoutQuotaExceeded',
  'specialScoutBelowWeekThreshold',
  'conversationNotStarted',
  'selectionStatusNeedsMatch',
  'selfApplicationNotReviewed',
  'selfApplicationRejected',
  'selfApplicationDecided',
  // Administrators.
  'tagCategoryNotEmpty',
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
  // One answer for an unknown address and a wrong password, so neither is revealed.
  invalidCredentials: 401,
  forbidden: 403,
  // A trial recruiter reaching a restricted feature: refused like any missing permission.
  trialAccountRestricted: 403,
  emailNotConfirmed: 403,
  accountSuspended: 403,
  // Expired, used or unknown one-time link.
  invalidToken: 422,
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
  // Extending needs an open or scout-only job that has expired or ends within 14 days.
  jobNotExtendable: 422,
  // Only drafts are deleted; a published job is closed instead.
  jobNotDeletable: 422,
  downloadNotAvailable: 403,
  lineNotConfigured: 503,
  // The LINE account is already linked to another of our accounts.
  lineAlreadyLinked: 409,
  // No special scout week is running today.
  noCurrentScoutCampaign: 404,
  // A special scout past its expiry can no longer be answered.
  scoutExpired: 422,
  // A recruiter keeps at most SEARCH_CONDITIONS_MAX saved searches.
  searchConditionsLimitExceeded: 422,
  // The organisation's contract has ended (or it has none): it sends no scouts.
  contractEnded: 422,
  // A candidate the organisation may not see: deleted, blocking its company, or no one.
  candidateUnavailable: 404,
  // The candidate declined one of the organisation's scouts within SCOUT_DECLINE_QUIET_DAYS.
  candidateDeclinedScouts: 422,
  // A trial account has sent TRIAL_SCOUTS_PER_MONTH scouts this month.
  trialScoutLimitExceeded: 422,
  specialScoutQuotaExceeded: 422,
  specialScoutBelowWeekThreshold: 422,
  // A recruiter writes in a conversation once the candidate has answered the scout.
  conversationNotStarted: 422,
  // Selection statuses past the match wait for the candidate to match.
  selectionStatusNeedsMatch: 422,
  // A self-application's conversation opens for messages and statuses once it is passed.
  selfApplicationNotReviewed: 422,
  // A rejected self-application's chat is closed.
  selfApplicationRejected: 422,
  // A self-application already passed is not rejected afterwards, nor the other way round.
  selfApplicationDecided: 409,
  // A tag category is deleted only once its tags are moved or deleted.
  tagCategoryNotEmpty: 422,
}
