import type { Messages } from '../../types.ts'

export const notifications: Messages['notifications'] = {
  title: 'Notifications',
  description: 'Notifications sent to you.',
  empty: 'No notifications yet',
  unread: 'Unread',
  unreadCount: '{{count}} unread',
  bellLabel: 'Notifications, {{count}} unread',
  markAllRead: 'Mark all as read',
  openFailed: 'The notification could not be opened. Please try again later.',
  markAllReadFailed: 'The notifications could not be marked as read. Please try again later.',
  kinds: {
    job_expiring:
      'The recruitment period of "{{title}}" ends on {{end_on}} (days remaining: {{days}})',
    scout_reply: 'A candidate replied to your scout "{{scout_title}}"',
    self_apply: 'New application for "{{job_title}}"',
    export_ready: 'Your candidate data download is ready (records: {{count}})',
    saved_search_match: 'New members match your saved search "{{search_name}}" (found: {{count}})',
    scout_sent: 'Scouts sent: {{count}}',
    client_note: 'New notice from Kakehashi: "{{title}}"',
    email_changed: 'Your sign-in e-mail address was changed to {{email}}',
    job_closed: 'Kakehashi has closed the listing “{{title}}”. Reason: {{reason}}',
  },
  scoutReplyMail: {
    subject: 'A candidate wrote to you: "{{scout_title}}"',
    body: 'A candidate wrote in the conversation of your scout "{{scout_title}}".\n\nRead it and answer here:\n{{link}}\n\nFurther messages of this conversation within {{minutes}} minutes come in one notice.\nThis is an automated message; replies are not read.\n\nKakehashi',
  },
  selfApplyMail: {
    subject: 'New application: "{{job_title}}"',
    body: 'A candidate applied to your job "{{job_title}}".\n\nRead the application and pass or reject it here:\n{{link}}\n\nThis is an automated message; replies are not read.\n\nKakehashi',
  },
  jobExpiringMail: {
    subject: 'Job postings closing soon',
    intro:
      'The recruitment period of the following job postings ends soon. Extend the period or close the recruitment as needed.',
    item: '- {{title}} (until {{end_on}}; days remaining: {{days}})\n{{link}}',
    outro: 'This is an automated message; replies are not read.\n\nKakehashi',
  },
}
