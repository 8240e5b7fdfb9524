import type { Messages } from '../../types.ts'

export const activityReports: Messages['activityReports'] = {
  title: 'Activity report',
}
