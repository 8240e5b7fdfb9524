import { defineEndpoint } from '../endpoint.ts'
import {
  reportRangeQuerySchema,
  scoutReportCsvQuerySchema,
  scoutReportSchema,
  scoutReportSeriesSchema,
  testScoutReportRollUpSchema,
} from '../reports.ts'

const tags = ['scout reports']
const seriesDescription =
  'Counted on the day each scout was sent (Japan time): how many of those scouts were opened, replied, matched and hired since. Read from daily roll-ups a job keeps within a minute of each change.'

/** The organisation's scout achievements (spec section 7): over time, broken down, and as CSV. */
export const scoutReportEndpoints = {
  getDailyScoutReports: defineEndpoint({
    method: 'GET',
    path: '/client/scouts/daily_reports',
    summary: "The organisation's or one recruiter's scouts by day",
    description: seriesDescription,
    tags,
    query: reportRangeQuerySchema('day'),
    response: scoutReportSeriesSchema,
  }),
  getWeeklyScoutReports: defineEndpoint({
    method: 'GET',
    path: '/client/scouts/weekly_reports',
    summary: "The organisation's or one recruiter's scouts by week (from Monday)",
    description: seriesDescription,
    tags,
    query: reportRangeQuerySchema('week'),
    response: scoutReportSeriesSchema,
  }),
  getMonthlyScoutReports: defineEndpoint({
    method: 'GET',
    path: '/client/scouts/monthly_reports',
    summary: "The organisation's or one recruiter's scouts by month",
    description: seriesDescription,
    tags,
    query: reportRangeQuerySchema('month'),
    response: scoutReportSeriesSchema,
  }),
  getScoutReport: defineEndpoint({
    method: 'GET',
    path: '/client/scout_reports',
    summary:
      "A range's scouts by recruiter, gender, industry and template, each template's month beside the platform's reply rate",
    tags,
    query: reportRangeQuerySchema('month'),
    response: scoutReportSchema,
  }),
  downloadScoutReport: defineEndpoint({
    method: 'GET',
    path: '/client/scout_reports.csv',
    summary: 'One table of the scout report as CSV (UTF-8 with a byte-order mark)',
    tags,
    query: scoutReportCsvQuerySchema,
  }),
  runTestScoutReportRollUp: defineEndpoint({
    method: 'POST',
    path: '/__test/scout_reports/roll_up',
    summary: 'Recounts the changed days now instead of at the roll-up job’s next minute',
    response: testScoutReportRollUpSchema,
  }),
}
