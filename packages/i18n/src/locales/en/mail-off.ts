export const mailOff = {
  title: 'Stop mails',
  description: 'Stops the mails about your scouts from the link in a mail.',
  pending: 'Stopping the mails…',
  done: {
    scout: 'You will no longer get a mail when a scout arrives.',
    message: 'You will no longer get a mail when a message arrives.',
  },
  doneHint: 'You can turn them back on in your mail settings at any time.',
  invalid: 'This link is not valid. It is incomplete, or the account has been deleted.',
  invalidHint: 'You can change which mails you get in your mail settings (sign-in needed).',
  failed: 'The mails could not be stopped. Please try again later.',
  retry: 'Try again',
  manage: 'Mail settings',
}
