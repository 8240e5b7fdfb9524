import type { Messages } from '../../types.ts'

export const mail: Messages['mail'] = {
  confirmation: {
    subject: '[Kakehashi] Confirm your e-mail address',
    body: 'Thank you for registering with Kakehashi.\n\nOpen the link below to confirm your e-mail address (valid for 24 hours).\n{{link}}\n\nIf you did not register, please ignore this mail.\n\nKakehashi',
  },
  alreadyRegistered: {
    subject: '[Kakehashi] This address is already registered',
    body: 'Someone asked to register with this e-mail address, but an account already exists.\n\nSign in below. If you forgot your password, you can reset it from the sign-in page.\n{{link}}\n\nIf this was not you, please ignore this mail.\n\nKakehashi',
  },
  passwordReset: {
    subject: '[Kakehashi] Reset your password',
    body: 'We received a request to reset your password.\n\nOpen the link below to choose a new password (valid for 1 hour).\n{{link}}\n\nIf this was not you, please ignore this mail; your password stays the same.\n\nKakehashi',
  },
  invitation: {
    subject: '[Kakehashi] Your recruiter account',
    body: 'A Kakehashi recruiter account has been created for you at {{organisation}}.\n\nOpen the link below to set your password, then sign in (valid for {{days}} days).\n{{link}}\n\nIf you did not expect this, please ignore this mail.\n\nKakehashi',
  },
  scoutArrived: {
    subject: '[Kakehashi] A scout from {{organisation}}',
    body: 'Dear {{name}},\n\n{{organisation}} has sent you a scout:\n\n"{{title}}"\n\nRead and answer it here:\n{{link}}\n\n----\nStop these scout mails: {{off}}\nYour mail settings: {{settings}}\n\nKakehashi',
  },
  messageArrived: {
    subject: '[Kakehashi] A new message from {{organisation}}',
    body: 'Dear {{name}},\n\n{{organisation}} has written to you about "{{title}}".\n\nRead it here:\n{{link}}\n\n----\nStop these message mails: {{off}}\nYour mail settings: {{settings}}\n\nKakehashi',
  },
}
