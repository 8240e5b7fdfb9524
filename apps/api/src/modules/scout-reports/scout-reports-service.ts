import {
  GENDERS,
  type Gender,
  type Locale,
  type ReportPeriod,
  type ReportRangeQuery,
  SCOUT_REPORT_FIGURES,
  type ScoutReport,
  type ScoutReportCsvQuery,
  type ScoutReportFigures,
  type ScoutReportSeries,
  type ScoutReportTable,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { catalogues, type MessageKey, type Messages, translate } from '@kakehashi/i18n'
import { notFound } from '../../errors/app-error.ts'
import { CSV_BYTE_ORDER_MARK, csvRow } from '../../lib/csv.ts'
import type { RecruiterContext } from '../../lib/recruiter-context.ts'
import { checkedReportRange, periodStarts, resolveReportRange } from '../../lib/report-periods.ts'
import * as repository from './scout-reports-repository.ts'

/** Organisation days one recount statement takes. */
const ROLL_UP_BATCH = 500

/**
 * Recounts every day the triggers marked since the last run, in batches, one process at a time
 * (another process finding the lock taken leaves the days to it). Answers the days recounted.
 */
export async function rollUpStaleDays(db: DbOrTx): Promise<number> {
  let recounted = 0
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      if (!(await repository.lockRollUp(tx))) return 0
      const days = await repository.takeStaleDays(tx, ROLL_UP_BATCH)
      await repository.recountDays(tx, days)
      await repository.recountMonths(tx, days)
      await repository.recountPlatformDays(
        tx,
        days.map((day) => day.day),
      )
      return days.length
    })
    recounted += taken
    if (taken < ROLL_UP_BATCH) return recounted
  }
}

const figuresOf = (row: ScoutReportFigures): ScoutReportFigures => ({
  sent: row.sent,
  opened: row.opened,
  replied: row.replied,
  matched: row.matched,
  hired: row.hired,
})

/** The days and sender a report reads; a recruiter of another organisation is not found. */
async function scopeOf(
  db: DbOrTx,
  context: RecruiterContext,
  period: ReportPeriod,
  query: ReportRangeQuery,
): Promise<repository.RollUpScope> {
  const recruiterId = query.recruiter_id ?? null
  if (
    recruiterId !== null &&
    !(await repository.isOrganisationRecruiter(db, context.organisationId, recruiterId))
  ) {
    throw notFound('Recruiter')
  }
  const { from, to } = checkedReportRange(period, query)
  return { organisationId: context.organisationId, from, to, senderUserId: recruiterId }
}

const rangeOf = (period: ReportPeriod, scope: repository.RollUpScope) => ({
  period,
  from: scope.from,
  to: scope.to,
  recruiter_id: scope.senderUserId,
})

/** GET /client/scouts/{daily,weekly,monthly}_reports: every period of the range, empty ones too. */
export async function getScoutReportSeries(
  db: DbOrTx,
  context: RecruiterContext,
  period: ReportPeriod,
  query: ReportRangeQuery,
): Promise<ScoutReportSeries> {
  const scope = await scopeOf(db, context, period, query)
  const rows = await repository.sumByPeriod(db, scope, period)
  const byStart = new Map(rows.map((row) => [row.startsOn, figuresOf(row)]))
  return {
    ...rangeOf(period, scope),
    periods: periodStarts(period, scope.from, scope.to).map((startsOn) => ({
      starts_on: startsOn,
      ...(byStart.get(startsOn) ?? repository.NO_FIGURES),
    })),
  }
}

const bySentDescending = (a: ScoutReportFigures, b: ScoutReportFigures) => b.sent - a.sent

/** GET /client/scout_reports: the range's totals, by recruiter, gender, industry and template. */
export async function getScoutReport(
  db: DbOrTx,
  context: RecruiterContext,
  query: ReportRangeQuery,
): Promise<ScoutReport> {
  const scope = await scopeOf(db, context, 'month', query)
  const [senders, genders, industries, templates, platform] = await Promise.all([
    repository.sumBySender(db, scope),
    repository.sumByKey(db, scope, 'gender'),
    repository.sumByKey(db, scope, 'industry'),
    repository.sumTemplatesByMonth(db, scope),
    repository.sumPlatformByMonth(db, scope.from, scope.to),
  ])
  const industryIds = industries.flatMap((row) => (row.key === '' ? [] : [Number(row.key)]))
  const names = new Map(
    (await repository.findIndustryNames(db, industryIds)).map((row) => [row.id, row]),
  )
  const platformOf = new Map(platform.map((row) => [row.month, row]))
  const totals = senders.reduce<ScoutReportFigures>(repository.addFigures, repository.NO_FIGURES)
  return {
    ...rangeOf('month', scope),
    totals,
    recruiters: senders
      .map((row) => ({
        user_id: row.senderUserId,
        display_name: row.displayName,
        ...figuresOf(row),
      }))
      .sort(bySentDescending),
    genders: genders
      .map((row) => ({
        gender: (GENDERS as readonly string[]).includes(row.key) ? (row.key as Gender) : null,
        ...figuresOf(row),
      }))
      .sort(bySentDescending),
    industries: industries
      .map((row) => {
        const industry = row.key === '' ? undefined : names.get(Number(row.key))
        return {
          industry_id: industry?.id ?? null,
          name: industry?.name ?? null,
          name_en: industry?.nameEn ?? null,
          ...figuresOf(row),
        }
      })
      .sort(bySentDescending),
    templates: templates.map((row) => ({
      month: row.month,
      // A template since deleted keeps its figures unnamed.
      template_id: row.key === '' || row.name === null ? null : Number(row.key),
      name: row.name,
      ...figuresOf(row),
      platform_sent: platformOf.get(row.month)?.sent ?? 0,
      platform_replied: platformOf.get(row.month)?.replied ?? 0,
    })),
  }
}

type Cell = string | number | null

/** A table of the report as rows of cells, its headings first, in the requester's language. */
async function reportTable(
  db: DbOrTx,
  context: RecruiterContext,
  query: ScoutReportCsvQuery,
  locale: Locale,
): Promise<Cell[][]> {
  const messages = catalogues[locale]
  const say = (key: MessageKey<Messages['reports']>) => translate(messages, 'reports', key)
  const figureHeadings = SCOUT_REPORT_FIGURES.map((figure) => say(`figures.${figure}`))
  const figureCells = (row: ScoutReportFigures): Cell[] =>
    SCOUT_REPORT_FIGURES.map((figure) => row[figure])
  const rate = (part: number, whole: number): Cell =>
    whole > 0 ? Number(((part / whole) * 100).toFixed(1)) : null
  if (query.table === 'periods') {
    const series = await getScoutReportSeries(db, context, query.period, query)
    return [
      [say(`csv.periodStart.${query.period}`), ...figureHeadings, say('figures.replyRate')],
      ...series.periods.map((row) => [
        row.starts_on,
        ...figureCells(row),
        rate(row.replied, row.sent),
      ]),
    ]
  }
  const report = await getScoutReport(db, context, query)
  const withRate = (row: ScoutReportFigures): Cell[] => [
    ...figureCells(row),
    rate(row.replied, row.sent),
  ]
  const headings = [...figureHeadings, say('figures.replyRate')]
  switch (query.table) {
    case 'recruiters':
      return [
        [say('csv.recruiter'), ...headings],
        ...report.recruiters.map((row) => [
          row.display_name ?? say('formerRecruiter'),
          ...withRate(row),
        ]),
      ]
    case 'genders':
      return [
        [say('csv.gender'), ...headings],
        ...report.genders.map((row) => [
          say(`genders.${row.gender ?? 'unknown'}`),
          ...withRate(row),
        ]),
      ]
    case 'industries':
      return [
        [say('csv.industry'), ...headings],
        ...report.industries.map((row) => [
          (locale === 'en' ? row.name_en : row.name) ?? say('unknownIndustry'),
          ...withRate(row),
        ]),
      ]
    case 'templates':
      return [
        [say('csv.month'), say('csv.template'), ...headings, say('figures.platformReplyRate')],
        ...report.templates.map((row) => [
          row.month,
          row.name ?? say('noTemplate'),
          ...withRate(row),
          rate(row.platform_replied, row.platform_sent),
        ]),
      ]
  }
}

/** GET /client/scout_reports.csv: one table as a CSV file Excel opens as UTF-8. */
export async function scoutReportCsv(
  db: DbOrTx,
  context: RecruiterContext,
  query: ScoutReportCsvQuery,
  locale: Locale,
): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const table: ScoutReportTable = query.table
  const rows = await reportTable(db, context, query, locale)
  const body = CSV_BYTE_ORDER_MARK + rows.map((row) => csvRow(row)).join('')
  const range = resolveReportRange(query.period, query)
  return {
    fileName: `scout_report_${table}_${range.from}_${range.to}.csv`,
    contentType: 'text/csv; charset=utf-8',
    bytes: Buffer.from(body, 'utf8'),
  }
}
