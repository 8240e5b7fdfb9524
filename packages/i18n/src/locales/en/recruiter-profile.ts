import type { Messages } from '../../types.ts'

export const recruiterProfile: Messages['recruiterProfile'] = {
  title: 'Edit profile',
  description: 'Edit the profile candidates see and the e-mail address you sign in with.',
  fields: {
    displayName: 'Display name',
    displayNameHint: 'The name candidates see',
    university: 'University',
    universityHint: 'Pick a suggestion or type the name',
    formerJob: 'Former job',
    selfPr: 'Self PR',
    selfPrCount: '{{count}} / {{max}} characters',
    agentTags: 'Specialities',
    email: 'E-mail address',
    emailHint:
      'A new address receives a confirmation e-mail. Until you open its link, sign in with your current address',
    pendingEmail: 'Awaiting confirmation: {{email}}',
    icon: 'Icon',
    iconHint: 'PNG, JPEG or WebP, up to {{max}} MB',
    iconChoose: 'Choose an image',
    iconRemove: 'Remove the icon',
    iconAlt: 'Icon image',
    iconNone: 'No icon set',
    iconChosen: '"{{name}}" becomes your icon when you save',
    iconWillBeRemoved: 'The icon is removed when you save',
  },
  submit: 'Update',
  updated: 'Profile updated',
  emailChangeSent: 'A confirmation e-mail has been sent to the new address',
  updateFailed: 'Profile update failed',
  confirm: {
    title: 'Change of e-mail address',
    description: 'Press the button to finish changing the e-mail address you sign in with.',
    submit: 'Change my e-mail address',
    done: 'Your e-mail address is now {{email}}. Sign in with the new address from now on.',
    failed: 'The e-mail address could not be changed',
    backToProfile: 'Back to the profile',
  },
  mail: {
    subject: '[Kakehashi] Confirm your new e-mail address',
    body: 'We received a request to make this the e-mail address you sign in to Kakehashi with.\n\nOpen the link below to finish the change (valid for 24 hours).\n{{link}}\n\nIf you did not ask for this, please ignore this e-mail. Your address will not change.\n\nKakehashi',
  },
}
