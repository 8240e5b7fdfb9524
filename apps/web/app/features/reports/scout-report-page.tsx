import { SCOUT_REPORT_FIGURES, type ScoutReportTable } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useMemo } from 'react'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { FigureTile } from '../../components/figure-tile'
import { PageHeading } from '../../components/page-heading'
import { ShareChart } from '../../components/share-chart'
import { type ChartSeries, TimeChart } from '../../components/time-chart'
import { TitledSection } from '../../components/titled-section'
import {
  formatDate,
  formatMonth,
  formatNumber,
  formatPercent,
  formatReplyRate,
} from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { QueryProblems } from '../../lib/route-data'
import { type ReportRange, ReportRangePanel } from './report-range-panel'
import {
  SCOUT_REPORT_PATH,
  type ScoutReport,
  type ScoutReportSeries,
  scoutReportCsvHref,
} from './scout-report-api'

type Figures = ScoutReport['totals']
type Figure = (typeof SCOUT_REPORT_FIGURES)[number]

/** Each figure's colour in the chart over time, the funnel from dark to light. */
const FIGURE_COLOURS: Record<Figure, string> = {
  sent: '#325C8B',
  opened: '#00838F',
  replied: '#2E7D32',
  matched: '#C77700',
  hired: '#AD1457',
}

function CsvLink({ table, range }: { table: ScoutReportTable; range: ReportRange }) {
  const { t } = useTranslation('reports')
  return (
    <Button
      href={scoutReportCsvHref(table, range)}
      download
      size="small"
      variant="outlined"
      data-testid={`scout-report-csv-${table}`}
    >
      {t('scouts.download')}
    </Button>
  )
}

/** A section of the report with its CSV download beside its title. */
function ReportSection({
  title,
  table,
  range,
  children,
}: {
  title: string
  table: ScoutReportTable
  range: ReportRange
  children: ReactNode
}) {
  return (
    <TitledSection title={title}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <CsvLink table={table} range={range} />
        </Box>
        {children}
      </Stack>
    </TitledSection>
  )
}

/** The figures' columns of a breakdown's table: counts, the reply rate and, if asked, the share. */
function useFigureColumns<Row extends Figures>(totalSent?: number): DataTableColumn<Row>[] {
  const { t, locale } = useTranslation('reports')
  const count = (figure: Figure): DataTableColumn<Row> => ({
    key: figure,
    header: t(`figures.${figure}`),
    cell: (row) => formatNumber(locale, row[figure]),
    align: 'right',
  })
  return [
    count('sent'),
    ...(totalSent === undefined
      ? []
      : [
          {
            key: 'share',
            header: t('scouts.share'),
            cell: (row: Row) => (totalSent > 0 ? formatPercent(locale, row.sent / totalSent) : '—'),
            align: 'right' as const,
          },
        ]),
    count('opened'),
    count('replied'),
    {
      key: 'replyRate',
      header: t('figures.replyRate'),
      cell: (row) => formatReplyRate(locale, row.sent, row.replied),
      align: 'right',
    },
    count('matched'),
    count('hired'),
  ]
}

/**
 * The organisation's scout achievements (/client/reports/scouts): totals, the chart over time by
 * day, week or month, and the figures by recruiter, gender, industry and template, each
 * template's month beside the platform's reply rate. Every table downloads as CSV.
 */
export function ScoutReportPage({
  series,
  report,
  range,
  recruiters,
  problems,
}: {
  series: ScoutReportSeries | null
  report: ScoutReport | null
  range: ReportRange
  recruiters: readonly { id: number; fullName: string }[]
  problems: QueryProblems | null
}) {
  const { t } = useTranslation('reports')
  return (
    <Stack spacing={3}>
      <PageHeading title={t('scouts.title')} description={t('scouts.description')} />
      <ReportRangePanel
        action={SCOUT_REPORT_PATH}
        range={range}
        recruiters={recruiters}
        problems={problems}
      />
      {series && report ? (
        <ScoutReportFigures series={series} report={report} range={range} />
      ) : null}
    </Stack>
  )
}

function ScoutReportFigures({
  series,
  report,
  range,
}: {
  series: ScoutReportSeries
  report: ScoutReport
  range: ReportRange
}) {
  const { t, locale } = useTranslation('reports')
  const number = (value: number) => formatNumber(locale, value)
  const { totals } = report
  const { labels, lines } = useMemo(() => {
    const label = (startsOn: string) =>
      series.period === 'month'
        ? formatMonth(locale, startsOn.slice(0, 7))
        : formatDate(locale, startsOn)
    return {
      labels: series.periods.map((period) => label(period.startsOn)),
      lines: SCOUT_REPORT_FIGURES.map(
        (figure): ChartSeries => ({
          label: t(`figures.${figure}`),
          colour: FIGURE_COLOURS[figure],
          values: series.periods.map((period) => period[figure]),
        }),
      ),
    }
  }, [series, locale, t])
  const recruiterColumns: DataTableColumn<ScoutReport['recruiters'][number]>[] = [
    {
      key: 'recruiter',
      header: t('csv.recruiter'),
      cell: (row) => row.displayName ?? t('formerRecruiter'),
      phone: 'title',
    },
    ...useFigureColumns<ScoutReport['recruiters'][number]>(),
  ]
  const genderLabel = (row: ScoutReport['genders'][number]) =>
    t(`genders.${row.gender ?? 'unknown'}`)
  const genderColumns: DataTableColumn<ScoutReport['genders'][number]>[] = [
    { key: 'gender', header: t('csv.gender'), cell: genderLabel, phone: 'title' },
    ...useFigureColumns<ScoutReport['genders'][number]>(totals.sent),
  ]
  const industryLabel = (row: ScoutReport['industries'][number]) =>
    (locale === 'en' ? row.nameEn : row.name) ?? t('unknownIndustry')
  const industryColumns: DataTableColumn<ScoutReport['industries'][number]>[] = [
    { key: 'industry', header: t('csv.industry'), cell: industryLabel, phone: 'title' },
    ...useFigureColumns<ScoutReport['industries'][number]>(totals.sent),
  ]
  const templateColumns: DataTableColumn<ScoutReport['templates'][number]>[] = [
    { key: 'month', header: t('csv.month'), cell: (row) => formatMonth(locale, row.month) },
    {
      key: 'template',
      header: t('csv.template'),
      cell: (row) => row.name ?? t('noTemplate'),
      phone: 'title',
    },
    {
      key: 'sent',
      header: t('figures.sent'),
      cell: (row) => number(row.sent),
      align: 'right',
    },
    {
      key: 'replied',
      header: t('figures.replied'),
      cell: (row) => number(row.replied),
      align: 'right',
    },
    {
      key: 'replyRate',
      header: t('figures.replyRate'),
      cell: (row) => formatReplyRate(locale, row.sent, row.replied),
      align: 'right',
    },
    {
      key: 'platformReplyRate',
      header: t('figures.platformReplyRate'),
      cell: (row) => formatReplyRate(locale, row.platformSent, row.platformReplied),
      align: 'right',
    },
  ]
  const genderSlices = useMemo(
    () =>
      report.genders.map((row) => ({
        label: t(`genders.${row.gender ?? 'unknown'}`),
        value: row.sent,
      })),
    [report.genders, t],
  )
  const industrySlices = useMemo(
    () =>
      report.industries.map((row) => ({
        label: (locale === 'en' ? row.nameEn : row.name) ?? t('unknownIndustry'),
        value: row.sent,
      })),
    [report.industries, locale, t],
  )
  return (
    <Stack spacing={3}>
      <Box
        data-testid="scout-report-totals"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <FigureTile testId="total-sent" label={t('figures.sent')} value={number(totals.sent)} />
        <FigureTile
          testId="total-opened"
          label={t('figures.opened')}
          value={number(totals.opened)}
          note={`${t('figures.openRate')} ${formatReplyRate(locale, totals.sent, totals.opened)}`}
        />
        <FigureTile
          testId="total-replied"
          label={t('figures.replied')}
          value={number(totals.replied)}
          note={`${t('figures.replyRate')} ${formatReplyRate(locale, totals.sent, totals.replied)}`}
        />
        <FigureTile
          testId="total-matched"
          label={t('figures.matched')}
          value={number(totals.matched)}
        />
        <FigureTile testId="total-hired" label={t('figures.hired')} value={number(totals.hired)} />
      </Box>
      <ReportSection title={t('scouts.overTimeTitle')} table="periods" range={range}>
        <Box data-testid="scout-report-over-time">
          <TimeChart
            title={t(`scouts.overTimeChart.${series.period}`)}
            labels={labels}
            series={lines}
            kind={series.period === 'day' ? 'line' : 'bar'}
            formatValue={number}
          />
        </Box>
      </ReportSection>
      {totals.sent === 0 ? (
        <Typography color="text.secondary" data-testid="scout-report-empty">
          {t('scouts.empty')}
        </Typography>
      ) : (
        <>
          <ReportSection title={t('scouts.recruitersTitle')} table="recruiters" range={range}>
            <DataTable
              label={t('scouts.recruitersTitle')}
              columns={recruiterColumns}
              rows={report.recruiters}
              getRowId={(row) => row.userId ?? 0}
            />
          </ReportSection>
          <ReportSection title={t('scouts.gendersTitle')} table="genders" range={range}>
            <ShareChart
              title={t('scouts.gendersChart')}
              slices={genderSlices}
              valueLabel={t('figures.sent')}
              table={
                <DataTable
                  label={t('scouts.gendersTitle')}
                  columns={genderColumns}
                  rows={report.genders}
                  getRowId={(row) => row.gender ?? 'unknown'}
                />
              }
            />
          </ReportSection>
          <ReportSection title={t('scouts.industriesTitle')} table="industries" range={range}>
            <ShareChart
              title={t('scouts.industriesChart')}
              slices={industrySlices}
              valueLabel={t('figures.sent')}
              table={
                <DataTable
                  label={t('scouts.industriesTitle')}
                  columns={industryColumns}
                  rows={report.industries}
                  getRowId={(row) => row.industryId ?? 0}
                />
              }
            />
          </ReportSection>
          <ReportSection title={t('scouts.templatesTitle')} table="templates" range={range}>
            <Typography variant="body2" color="text.secondary">
              {t('scouts.templatesNote')}
            </Typography>
            <DataTable
              label={t('scouts.templatesTitle')}
              columns={templateColumns}
              rows={report.templates}
              getRowId={(row) => `${row.month}-${row.templateId ?? 0}`}
            />
          </ReportSection>
        </>
      )}
    </Stack>
  )
}
