import {
  API_PREFIX,
  scoutReportEndpoints as endpoints,
  type ReportPeriod,
  type ScoutReportTable,
} from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'
import type { ReportQuery } from './report-range-panel'

// The scout report's calls: the figures over time, broken down, and each table as CSV.

export const SCOUT_REPORT_PATH = '/client/reports/scouts'

export type ScoutReportSeries = CallResult<typeof endpoints.getDailyScoutReports>
export type ScoutReportPeriod = ScoutReportSeries['periods'][number]
export type ScoutReport = CallResult<typeof endpoints.getScoutReport>

/** The figures of each day, week or month of the range. */
export function fetchScoutReportSeries(
  api: ApiClient,
  period: ReportPeriod,
  query: ReportQuery,
): Promise<ScoutReportSeries> {
  switch (period) {
    case 'day':
      return api.call(endpoints.getDailyScoutReports, { query })
    case 'week':
      return api.call(endpoints.getWeeklyScoutReports, { query })
    case 'month':
      return api.call(endpoints.getMonthlyScoutReports, { query })
  }
}

/** The range's figures by recruiter, gender, industry and template. */
export function fetchScoutReport(api: ApiClient, query: ReportQuery): Promise<ScoutReport> {
  return api.call(endpoints.getScoutReport, { query })
}

/** One table as CSV, for the browser to save (the session cookie signs the request). */
export function scoutReportCsvHref(
  table: ScoutReportTable,
  range: { period: ReportPeriod; from: string; to: string; recruiterId: number | null },
): string {
  const query = new URLSearchParams({
    table,
    period: range.period,
    from: range.from,
    to: range.to,
  })
  if (range.recruiterId !== null) query.set('recruiter_id', String(range.recruiterId))
  return `${API_PREFIX}${endpoints.downloadScoutReport.path}?${query}`
}
