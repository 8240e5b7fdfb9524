import { z } from 'zod'
import { GENDERS } from './candidate-constants.ts'
import {
  REPORT_PERIODS,
  REPORT_RANGE_MAX_DAYS,
  type ReportPeriod,
  SCOUT_REPORT_TABLES,
  USER_ACTIONS,
} from './report-constants.ts'
import { isCalendarDate, optionalDate } from './validation/fields.ts'
import { optionalIdSchema } from './validation/id.ts'
import { reportIssue } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'

// The organisation's reports: scout achievements and recruiters' activity over a range of Japan
// days, grouped by day, week or month, for the whole organisation or one recruiter.

const DAY_MS = 24 * 60 * 60 * 1000

/** Days from `from` to `to`, both counted. */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

const reportRangeQueryFields = {
  from: optionalDate().optional(),
  to: optionalDate().optional(),
  /** One recruiter of the organisation; left out, everyone. */
  recruiter_id: optionalIdSchema().optional(),
}

/** Refuses a range that runs backwards or is longer than the grouping reads. */
function checkReportRange(
  payload: z.core.ParsePayload<{ from?: string | null; to?: string | null }>,
  period: ReportPeriod,
) {
  const { from, to } = payload.value
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) return
  if (from > to) {
    reportIssue(payload, to, VALIDATION_MESSAGES.dateOrder, undefined, ['to'])
  } else if (reportRangeDays(from, to) > REPORT_RANGE_MAX_DAYS[period]) {
    const days = REPORT_RANGE_MAX_DAYS[period]
    reportIssue(payload, from, VALIDATION_MESSAGES.reportRangeTooLong, { days }, ['from'])
  }
}

/**
 * The range and recruiter a report covers, grouped by `period`. Left out, the range is the
 * latest periods (the service picks them).
 */
export function reportRangeQuerySchema(period: ReportPeriod) {
  return z.object(reportRangeQueryFields).check((payload) => checkReportRange(payload, period))
}
export type ReportRangeQuery = z.infer<ReturnType<typeof reportRangeQuerySchema>>

/** The range a report answered for, once the service filled in what was left out. */
const reportRangeFields = {
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  recruiter_id: z.number().int().nullable(),
}

/** What became of the scouts sent: counted on the day each was sent. */
export const scoutReportFiguresSchema = z.object({
  sent: z.number().int(),
  /** The candidate opened the scout. */
  opened: z.number().int(),
  /** The candidate answered: interested or a message. */
  replied: z.number().int(),
  /** The scout matched the candidate with the organisation. */
  matched: z.number().int(),
  /** The candidate accepted an offer or joined. */
  hired: z.number().int(),
})
export type ScoutReportFigures = z.infer<typeof scoutReportFiguresSchema>

/** GET /client/scouts/{daily,weekly,monthly}_reports: the figures of each period of the range. */
export const scoutReportSeriesSchema = z
  .object({
    ...reportRangeFields,
    /** Every period of the range, oldest first, empty ones included. */
    periods: z.array(scoutReportFiguresSchema.extend({ starts_on: z.string() })),
  })
  .meta({ id: 'ScoutReportSeries' })
export type ScoutReportSeries = z.infer<typeof scoutReportSeriesSchema>

/** GET /client/scout_reports: the range's figures broken down. */
export const scoutReportSchema = z
  .object({
    ...reportRangeFields,
    totals: scoutReportFiguresSchema,
    /** Each recruiter who sent scouts in the range; null is an account since deleted. */
    recruiters: z.array(
      scoutReportFiguresSchema.extend({
        user_id: z.number().int().nullable(),
        display_name: z.string().nullable(),
      }),
    ),
    /** By the candidate's gender; null when the candidate gave none. */
    genders: z.array(scoutReportFiguresSchema.extend({ gender: z.enum(GENDERS).nullable() })),
    /** By the industry of the candidate's latest job; null when none is known. */
    industries: z.array(
      scoutReportFiguresSchema.extend({
        industry_id: z.number().int().nullable(),
        name: z.string().nullable(),
        name_en: z.string().nullable(),
      }),
    ),
    /**
     * Each month's scouts by template, with the platform's reply rate of the same month
     * (every organisation's scouts together; no other organisation's own figures).
     */
    templates: z.array(
      scoutReportFiguresSchema.extend({
        month: z.string(),
        template_id: z.number().int().nullable(),
        name: z.string().nullable(),
        platform_sent: z.number().int(),
        platform_replied: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ScoutReport' })
export type ScoutReport = z.infer<typeof scoutReportSchema>

/** GET /client/scout_reports.csv: one table of the report page as CSV. */
export const scoutReportCsvQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS).default('day'),
    table: z.enum(SCOUT_REPORT_TABLES),
    ...reportRangeQueryFields,
  })
  .check((payload) => checkReportRange(payload, payload.value.period))
export type ScoutReportCsvQuery = z.infer<typeof scoutReportCsvQuerySchema>

/** GET /client/user_action_logs/{daily,weekly,monthly}_reports: each recruiter's actions. */
export const activityReportSchema = z
  .object({
    ...reportRangeFields,
    /** Every period of the range, oldest first. */
    periods: z.array(z.string()),
    recruiters: z.array(
      z.object({
        user_id: z.number().int(),
        display_name: z.string(),
        /** Per action, one count per period of `periods`. */
        counts: z.record(z.enum(USER_ACTIONS), z.array(z.number().int())),
      }),
    ),
  })
  .meta({ id: 'ActivityReport' })
export type ActivityReport = z.infer<typeof activityReportSchema>

/** POST /__test/scout_reports/roll_up: the days recounted. */
export const testScoutReportRollUpSchema = z.object({ recounted: z.number().int() })
