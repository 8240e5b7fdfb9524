import type { Messages } from '../../types.ts'

export const errors: Messages['errors'] = {
  notFoundHeading: 'Page not found',
  errorHeading: 'An error occurred',
  pageNotFound: 'Page Not Found: {{path}}',
  /** Spec section 2: an unknown path's 404 says this, without the path. */
  unknownPage: 'Page not found',
  notFoundHelp:
    'The page you are looking for may have moved or been removed. Please check the URL.',
  errorHelp: 'Please wait a moment and try again.',
  homeButton: 'Home',
  details: 'Details (development only)',
  defaultToast: 'An error occurred',
  retryLater: 'Please try again later',
  postFailed: 'The message failed to send',
  codes: {
    badRequest: 'The request was not valid',
    invalidJson: 'What was sent could not be read',
    unsupportedMediaType: 'This format cannot be sent',
    payloadTooLarge: 'What you sent is too large',
    uriTooLong: 'The address is too long. Please use fewer conditions',
    validationFailed: 'There are problems in the input',
    unauthenticated: 'Please sign in',
    invalidCredentials: 'The e-mail address or password is incorrect',
    forbidden: 'You do not have permission to do this',
    trialAccountRestricted: 'This is not available on a trial account',
    accountSuspended: 'This account has been suspended. Please contact your account administrator',
    emailNotConfirmed:
      'Your e-mail address is not confirmed yet. Please open the link in the confirmation mail',
    invalidToken: 'This link has expired or has already been used',
    notFound: 'What you were looking for was not found',
    methodNotAllowed: 'This operation is not allowed',
    conflict: 'This overlapped with another change. Please reload the page and try again',
    tooManyRequests: 'Too many attempts. Please try again later',
    timeout: 'The process has timed out',
    internalError: 'An error occurred',
    serviceUnavailable: 'The service is busy. Please try again later',
    scoutCreationLimitExceeded:
      'A scout message with the same content has already been sent to the candidates. Please wait 1 week before sending a scout to the same candidate.',
    invalidJobInfoEffectivePeriod:
      'You cannot send a scout because your job posting period has ended.',
    recruitmentAlreadyClosed: 'The recruitment has already been closed',
    jobNotExtendable:
      'Only a published job whose recruitment period has ended or ends soon can be extended',
    jobNotDeletable: 'Only drafts can be deleted. Close the recruitment of a published job instead',
    downloadNotAvailable:
      'Download is not available for this account. Please check with your administrative account holder.',
    lineNotConfigured: 'Signing in with LINE is not available right now',
    lineAlreadyLinked: 'This LINE account is already linked to another account',
    noCurrentScoutCampaign: 'No special scout week is running now',
    scoutExpired: 'This scout has expired',
    searchConditionsLimitExceeded:
      'You have reached the maximum number of saved searches. Delete one you no longer need, then save again',
    contractEnded: 'You cannot send a scout because your contract has ended',
    candidateUnavailable: 'A scout cannot be sent to this candidate',
    candidateDeclinedScouts: 'This candidate has declined your scouts, so no scout can be sent',
    trialScoutLimitExceeded: 'Your trial account has sent all the scouts it can send this month',
    specialScoutQuotaExceeded: 'Your organisation has sent all the special scouts of this month',
    specialScoutBelowWeekThreshold:
      "This candidate joined the Special Scout Week: the confirmed salary must reach the week's high-salary threshold",
    conversationNotStarted: 'You can write to the candidate once they answer your scout',
    selectionStatusNeedsMatch: 'This status can be set once the candidate has matched with you',
    selfApplicationNotReviewed: 'You can write to the applicant once you pass the application',
    selfApplicationRejected: 'This application was rejected; its chat is closed',
    selfApplicationDecided: 'This application has already been decided',
    tagCategoryNotEmpty: 'This category still has tags. Move or delete them first',
    networkError: 'The connection failed. Please check it and try again',
    aborted: 'The request was cancelled',
    invalidResponse: 'An error occurred',
    httpError: 'An error occurred',
    formInvalid: 'There are problems in the input',
  },
}
