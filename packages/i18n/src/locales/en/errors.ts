import type { Messages } from '../../types.ts'

export const errors: Messages['errors'] = {
  notFoundHeading: 'Page not found',
  errorHeading: 'An error occurred',
  pageNotFound: 'Page Not Found: {{path}}',
  notFoundHelp:
    'The page you are looking for may have moved or been removed. Please check the URL.',
  errorHelp: 'Please wait a moment and try again.',
  homeButton: 'Home',
  details: 'Details (development only)',
  defaultToast: 'An error occurred',
  trialAccountRestricted: 'This is not available on a trial account',
  timeout: 'The process has timed out',
  retryLater: 'Please try again later',
  postFailed: 'The message failed to send',
  scoutExpired: 'This scout has expired',
}
