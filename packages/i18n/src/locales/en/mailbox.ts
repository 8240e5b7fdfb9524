import type { Messages } from '../../types.ts'

export const mailbox: Messages['mailbox'] = {
  title: 'Development mailbox',
  description: 'Every mail this server has sent (this page does not exist in production).',
  notice: 'The latest 50 mails, newest first. Not available in production.',
  empty: 'No mail yet.',
  to: 'To',
  sentAt: 'Sent',
  createdAt: 'Created',
  attempts: 'Delivery attempts: {{count}}',
  lastError: 'Last error: {{message}}',
  statusQueued: 'Queued',
  statusSent: 'Sent',
  statusFailed: 'Failed',
  reload: 'Reload',
}
