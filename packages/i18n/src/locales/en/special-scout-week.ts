import type { Messages } from '../../types.ts'

export const specialScoutWeek: Messages['specialScoutWeek'] = {
  title: 'Special Scout Week',
  description:
    'Join during the week and companies are more likely to send you special scouts with a guaranteed salary and a simple selection process.',
  period: '{{start}} to {{end}}',
  threshold: 'Scouts with an annual income of {{threshold}} or more',
  completeness: 'Profile completeness (characters of work history and self PR)',
  completenessValue: '{{count}} / {{max}} characters',
  editProfile: 'Edit your work history and self PR',
  join: 'Join',
  leave: 'Leave',
  joined: 'You have joined',
  notJoined: 'You have not joined yet',
  signIn: 'Sign in to join',
  none: 'No Special Scout Week is running at the moment.',
}
