import {
  REPORT_DEFAULT_PERIODS,
  type ReportPeriod,
  type ReportRangeQuery,
} from '@kakehashi/contracts'
import { type SQL, sql } from 'drizzle-orm'
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

/** The first day of every period from the one holding `from` to the one holding `to`. */
export function periodStarts(period: ReportPeriod, from: string, to: string): string[] {
  const starts: string[] = []
  for (let start = periodStart(period, from); start <= to; start = addPeriods(period, start, 1)) {
    starts.push(start)
  }
  return starts
}

/** SQL for the first day of the period holding a `date` expression, as `YYYY-MM-DD` text. */
export function periodStartSql(period: ReportPeriod, day: SQL): SQL<string> {
  return sql<string>`to_char(date_trunc(${period}, ${day}), 'YYYY-MM-DD')`
}

/** SQL for the Japan day of a timestamp: a report's day of something that happened. */
export function japanDaySql(timestamp: SQL): SQL {
  return sql`(${timestamp} at time zone 'Asia/Tokyo')::date`
}
