import { defineEndpoint } from '../endpoint.ts'
import { activityReportSchema, reportRangeQuerySchema } from '../reports.ts'

const tags = ['activity reports']

const description =
  'Every recruiter of the organisation (or the one asked for), each action counted per period from the action log; a range left out is the latest periods. A recruiter_id of another organisation answers 404.'

/** Each recruiter's activity (sign-ins, searches, candidate views, scouts, messages) over time. */
export const userActionLogEndpoints = {
  getDailyActivityReport: defineEndpoint({
    method: 'GET',
    path: '/client/user_action_logs/daily_reports',
    summary: "Each recruiter's actions per Japan day of the range",
    description,
    tags,
    query: reportRangeQuerySchema('day'),
    response: activityReportSchema,
  }),
  getWeeklyActivityReport: defineEndpoint({
    method: 'GET',
    path: '/client/user_action_logs/weekly_reports',
    summary: "Each recruiter's actions per week (from Monday) of the range",
    description,
    tags,
    query: reportRangeQuerySchema('week'),
    response: activityReportSchema,
  }),
  getMonthlyActivityReport: defineEndpoint({
    method: 'GET',
    path: '/client/user_action_logs/monthly_reports',
    summary: "Each recruiter's actions per calendar month of the range",
    description,
    tags,
    query: reportRangeQuerySchema('month'),
    response: activityReportSchema,
  }),
}
