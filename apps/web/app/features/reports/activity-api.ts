import { type ReportPeriod, USER_ACTIONS, userActionLogEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'
import { camelCaseKey } from '../../lib/case-conversion'
import type { ReportQuery } from './report-range-panel'

// The activity report's calls: each recruiter's actions by day, week or month.

export type ActivityReport = CallResult<typeof userActionLogEndpoints.getDailyActivityReport>
export type ActivityRecruiter = ActivityReport['recruiters'][number]
export type ActivityAction = keyof ActivityRecruiter['counts']

/** The actions in the order the report shows them, as the app spells them. */
export const ACTIVITY_ACTIONS = USER_ACTIONS.map((action) => camelCaseKey(action) as ActivityAction)

/** Each recruiter's actions per period of the range. */
export function fetchActivityReport(
  api: ApiClient,
  period: ReportPeriod,
  query: ReportQuery,
): Promise<ActivityReport> {
  switch (period) {
    case 'day':
      return api.call(userActionLogEndpoints.getDailyActivityReport, { query })
    case 'week':
      return api.call(userActionLogEndpoints.getWeeklyActivityReport, { query })
    case 'month':
      return api.call(userActionLogEndpoints.getMonthlyActivityReport, { query })
  }
}
