import type { Messages } from '../../types.ts'

export const reports: Messages['reports'] = {
  range: {
    label: 'Report range',
    period: 'Group by',
    periods: { day: 'Day', week: 'Week', month: 'Month' },
    from: 'From',
    to: 'To',
    recruiter: 'Recruiter',
    everyone: 'Everyone',
    show: 'Show',
    clear: 'Clear',
  },
}
