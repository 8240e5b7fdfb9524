import type { Messages } from '../../types.ts'

export const activityReports: Messages['activityReports'] = {
  title: 'Activity report',
  description:
    'How often each recruiter signed in, searched members, viewed candidates, sent scouts and sent messages, by day, week or month.',
  actions: {
    signIn: 'Sign-ins',
    search: 'Member searches',
    candidateView: 'Candidate views',
    scoutSent: 'Scouts sent',
    messageSent: 'Messages sent',
  },
  totalsTitle: 'Totals for the period',
  totalsLabel: "Each recruiter's totals for the period",
  actionLabel: '{{action}} per recruiter, {{period}}',
  recruiter: 'Recruiter',
  total: 'Total',
  everyone: 'All recruiters',
  weekOf: 'Week of {{date}}',
  noRecruiters: 'No recruiters',
  periodNames: { day: 'by day', week: 'by week', month: 'by month' },
  searchNote:
    'A member search counts once each time it is run (turning to its next page does not count). Scouts sent counts the scouts that were actually sent.',
}
