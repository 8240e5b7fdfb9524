import type { SelectionStatus } from './member-search-constants.ts'

// The organisation's reports (spec sections 1, 2 and 7): scout achievements by day, week or
// month, and each recruiter's activity.

/** How a report groups its days. Weeks start on Monday; days are Japan's. */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

/**
 * The longest range each grouping reads, in days: a year of days, about three years of weeks or
 * months (a chart of more points says nothing more).
 */
export const REPORT_RANGE_MAX_DAYS: Record<ReportPeriod, number> = {
  day: 366,
  week: 1_100,
  month: 1_100,
}

/** The range a report shows when none is chosen, in periods ending with the current one. */
export const REPORT_DEFAULT_PERIODS: Record<ReportPeriod, number> = { day: 30, week: 12, month: 12 }

/** The ways the scout report breaks its figures down, besides over time and by recruiter. */
export const SCOUT_REPORT_BREAKDOWNS = ['total', 'gender', 'industry', 'template'] as const
export type ScoutReportBreakdown = (typeof SCOUT_REPORT_BREAKDOWNS)[number]

/** The figures of a scout report, in the order of the funnel. */
export const SCOUT_REPORT_FIGURES = ['sent', 'opened', 'replied', 'matched', 'hired'] as const
export type ScoutReportFigure = (typeof SCOUT_REPORT_FIGURES)[number]

/** The tables of the scout report page, each downloadable as CSV. */
export const SCOUT_REPORT_TABLES = [
  'periods',
  'recruiters',
  'genders',
  'industries',
  'templates',
] as const
export type ScoutReportTable = (typeof SCOUT_REPORT_TABLES)[number]

/** A scout counts as hired once the candidate accepted an offer or joined. */
export const HIRED_SELECTION_STATUSES = [
  'accepted',
  'joined',
  'joined_1_month',
  'joined_3_months',
  'joined_6_months',
] as const satisfies readonly SelectionStatus[]

/** What the activity report counts for each recruiter, written to the action log as it happens. */
export const USER_ACTIONS = [
  'sign_in',
  'search',
  'candidate_view',
  'scout_sent',
  'message_sent',
] as const
export type UserAction = (typeof USER_ACTIONS)[number]
