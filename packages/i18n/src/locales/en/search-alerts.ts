import type { Messages } from '../../types.ts'

export const searchAlerts: Messages['searchAlerts'] = {
  notificationOff: {
    pageTitle: 'Stop new member alerts',
    description:
      'Turns off the new member alerts of a saved search from the link in an alert mail.',
    pending: 'Turning off the alerts…',
    done: 'New member alerts for the saved search "{{name}}" are off.',
    doneHint: 'You can turn them on again at any time on the saved searches page.',
    invalid:
      'This link is not valid. The saved search may have been deleted, or the link is incomplete.',
    invalidHint: 'You can change the alerts on the saved searches page.',
    failed: 'The alerts could not be turned off. Please try again later.',
    retry: 'Try again',
    manage: 'Go to saved searches',
  },
}
