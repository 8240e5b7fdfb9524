import type { Messages } from '../../types.ts'

export const line: Messages['line'] = {
  signInButton: 'Log in with LINE',
  linkButton: 'Link your LINE account',
  successPageTitle: 'LINE account',
  successPageDescription: 'The result of linking your LINE account or logging in with LINE.',
  linkedHeading: 'Your LINE account is now linked',
  linkedBody: 'From now on you can log in with your LINE account.',
  signedInHeading: 'You are logged in with LINE',
  signedInBody: 'Welcome back.',
  alreadyLinkedHeading: 'This LINE account cannot be linked',
  alreadyLinkedBody:
    'This LINE account is already linked to another account, or your account already has a different LINE account linked. Unlink it first, then try again.',
  failedHeading: 'Linking with LINE failed',
  failedBody: 'Please wait a moment and try again.',
  continue: 'Continue',
  unavailableHeading: 'LINE is not available',
  signedOutHeading: 'You are not logged in',
  signedOutBody: 'Log in to see whether a LINE account is linked to yours.',
  notLinkedHeading: 'No LINE account is linked',
  notLinkedBody: 'Link your LINE account to log in with LINE from then on.',
  logIn: 'Log in',
  settingsPageTitle: 'LINE settings',
  settingsPageDescription: 'See whether a LINE account is linked, and unlink it.',
  linkedStatus: 'Your LINE account is linked.',
  notLinkedStatus: 'No LINE account is linked.',
  unlinkButton: 'Unlink',
  unlinkedNotice: 'Your LINE account has been unlinked.',
  unlinkFailed: 'Unlinking failed. Please try again.',
  notConfigured: 'Linking with LINE is not available at the moment.',
  signInNotLinked:
    'This LINE account is not linked yet. Sign in with your e-mail address, then link LINE in the LINE settings.',
}
