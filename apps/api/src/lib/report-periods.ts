import {
  REPORT_DEFAULT_PERIODS,
  REPORT_RANGE_MAX_DAYS,
  type ReportPeriod,
  type ReportRangeQuery,
  reportRangeDays,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import { type SQL, sql } from 'drizzle-orm'
import { AppError, fieldIssue } from '../errors/app-error.ts'
import { japanDateInDays } from './japan-date-time.ts'

// The days a report covers and the periods it groups them in. Days are Japan's calendar days
// (`YYYY-MM-DD`); weeks start on Monday, as PostgreSQL's `date_trunc('week')` does.

const asDate = (day: string) => new Date(`${day}T00:00:00Z`)
const asDay = (date: Date) => date.toISOString().slice(0, 10)

/** The first day of the period that holds `day`. */
export function periodStart(period: ReportPeriod, day: string): string {
  const date = asDate(day)
  if (period === 'week') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  if (period === 'month') date.setUTCDate(1)
  return asDay(date)
}

/** The first day of the period `count` periods after the one starting on `start`. */
function addPeriods(period: ReportPeriod, start: string, count: number): string {
  const date = asDate(start)
  if (period === 'day') date.setUTCDate(date.getUTCDate() + count)
  if (period === 'week') date.setUTCDate(date.getUTCDate() + 7 * count)
  if (period === 'month') date.setUTCMonth(date.getUTCMonth() + count)
  return asDay(date)
}

/**
 * The range a report covers: as asked, or ending today (Japan) and starting with the period
 * `REPORT_DEFAULT_PERIODS` periods back, so a chart opens on whole periods.
 */
export function resolveReportRange(
  period: ReportPeriod,
  query: Pick<ReportRangeQuery, 'from' | 'to'>,
  now: Date = new Date(),
): { from: string; to: string } {
  const to = query.to ?? japanDateInDays(0, now)
  const from =
    query.from ?? addPeriods(period, periodStart(period, to), 1 - REPORT_DEFAULT_PERIODS[period])
  return { from, to }
}

/**
 * The range a report reads, refused as the query's own rule refuses it: a range filled in from
 * one open end (a `from` years back, a `to` before the default start) must still run forwards
 * and fit the grouping.
 */
export function checkedReportRange(
  period: ReportPeriod,
  query: Pick<ReportRangeQuery, 'from' | 'to'>,
): { from: string; to: string } {
  const range = resolveReportRange(period, query)
  if (range.from > range.to) {
    throw new AppError('validationFailed', 'The range ends before it starts', [
      fieldIssue(['querystring', 'to'], VALIDATION_MESSAGES.dateOrder),
    ])
  }
  const days = REPORT_RANGE_MAX_DAYS[period]
  if (reportRangeDays(range.from, range.to) > days) {
    throw new AppError('validationFailed', 'The range is too long for the grouping', [
      fieldIssue(['querystring', 'from'], VALIDATION_MESSAGES.reportRangeTooLong, { days }),
    ])
  }
  return range
}

/** The first day of every period from the one holding `from` to the one holding `to`. */
export function periodStarts(period: ReportPeriod, from: string, to: string): string[] {
  const starts: string[] = []
  for (let start = periodStart(period, from); start <= to; start = addPeriods(period, start, 1)) {
    starts.push(start)
  }
  return starts
}

/**
 * SQL for the first day of the period holding a `date` expression, as `YYYY-MM-DD` text. The
 * period is written into the statement, not sent as a parameter, so a query can group by the
 * same expression it selects (two parameters would be two different expressions).
 */
export function periodStartSql(period: ReportPeriod, day: SQL): SQL<string> {
  const unit = sql.raw(`'${PERIOD_UNITS[period]}'`)
  return sql<string>`to_char(date_trunc(${unit}, (${day})::timestamp), 'YYYY-MM-DD')`
}

const PERIOD_UNITS: Record<ReportPeriod, 'day' | 'week' | 'month'> = {
  day: 'day',
  week: 'week',
  month: 'month',
}

/** SQL for the Japan day of a timestamp: a report's day of something that happened. */
export function japanDaySql(timestamp: SQL): SQL {
  return sql`(${timestamp} at time zone 'Asia/Tokyo')::date`
}
