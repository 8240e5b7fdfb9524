import type { ReportPeriod } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { TitledSection } from '../../components/titled-section'
import { formatMonth, formatMonthDay, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { QueryProblems } from '../../lib/route-data'
import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityReport } from './activity-api'
import { type ReportRange, ReportRangePanel } from './report-range-panel'

const PATH = '/client/reports/activity'

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** The column sums of equally long rows. */
const columnSums = (rows: readonly (readonly number[])[], length: number) =>
  Array.from({ length }, (_, index) => sum(rows.map((row) => row[index] ?? 0)))

interface CountRow {
  key: number
  name: string
  values: readonly number[]
}

/** A count, quieter when nothing happened, so the days something did stand out. */
function Count({ value, isTotal = false }: { value: number; isTotal?: boolean }) {
  const { locale } = useTranslation('activityReports')
  return (
    <Box
      component="span"
      sx={{
        whiteSpace: 'nowrap',
        fontWeight: isTotal ? 700 : undefined,
        color: value === 0 ? 'text.secondary' : 'text.primary',
      }}
    >
      {formatNumber(locale, value)}
    </Box>
  )
}

/**
 * Recruiters down the side, counts across, and the sum of every recruiter at the foot when there
 * are several.
 */
function CountTable({
  label,
  testId,
  headers,
  rows,
  totalLabel,
  hasTotalColumn = false,
  isScrolledToEnd = false,
}: {
  label: string
  testId: string
  headers: readonly string[]
  rows: readonly CountRow[]
  totalLabel: string
  /** The last column is each row's total, set in bold. */
  hasTotalColumn?: boolean
  /** Columns are periods, oldest first: a wide table opens on the latest. */
  isScrolledToEnd?: boolean
}) {
  const { t } = useTranslation('activityReports')
  const columns: DataTableColumn<CountRow>[] = [
    {
      key: 'recruiter',
      header: t('recruiter'),
      cell: (row) => row.name,
      isRowHeader: true,
      phone: 'title',
    },
    ...headers.map(
      (header, index): DataTableColumn<CountRow> => ({
        key: String(index),
        header,
        align: 'right',
        cell: (row) => (
          <Count
            value={row.values[index] ?? 0}
            isTotal={hasTotalColumn && index === headers.length - 1}
          />
        ),
      }),
    ),
  ]
  const footerRow: CountRow | undefined =
    rows.length > 1
      ? {
          key: 0,
          name: totalLabel,
          values: columnSums(
            rows.map((row) => row.values),
            headers.length,
          ),
        }
      : undefined
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={[...rows]}
      getRowId={(row) => row.key}
      footerRow={footerRow}
      rowProps={(row) => ({
        'data-testid': row === footerRow ? `${testId}-total` : `${testId}-recruiter-${row.key}`,
      })}
      isScrolledToEnd={isScrolledToEnd}
    />
  )
}

/**
 * The activity report: the shared range form, each recruiter's totals for the range, then for
 * each action a table of recruiters by period with the range's total at the end.
 */
export function ActivityReportPage({
  report,
  range,
  recruiters,
  problems,
}: {
  /** Null when the range was refused: the form shows why. */
  report: ActivityReport | null
  range: ReportRange
  /** The organisation's recruiters, to choose one. */
  recruiters: readonly { id: number; fullName: string }[]
  problems: QueryProblems | null
}) {
  const { t, locale } = useTranslation('activityReports')
  const periodLabel = (period: ReportPeriod, start: string) => {
    if (period === 'month') return formatMonth(locale, start.slice(0, 7))
    const day = formatMonthDay(locale, start)
    return period === 'week' ? t('weekOf', { date: day }) : day
  }
  const actionName = (action: ActivityAction) => t(`actions.${action}`)
  return (
    <Stack spacing={3}>
      <PageHeading title={t('title')} description={t('description')} />
      <ReportRangePanel action={PATH} range={range} recruiters={recruiters} problems={problems} />
      {report ? (
        <>
          <TitledSection title={t('totalsTitle')}>
            <Stack spacing={2}>
              {report.recruiters.length === 0 ? (
                <Typography color="text.secondary">{t('noRecruiters')}</Typography>
              ) : (
                <CountTable
                  label={t('totalsLabel')}
                  testId="activity-totals"
                  headers={ACTIVITY_ACTIONS.map(actionName)}
                  rows={report.recruiters.map((recruiter) => ({
                    key: recruiter.userId,
                    name: recruiter.displayName,
                    values: ACTIVITY_ACTIONS.map((action) => sum(recruiter.counts[action])),
                  }))}
                  totalLabel={t('everyone')}
                />
              )}
              <Typography variant="body2" color="text.secondary">
                {t('searchNote')}
              </Typography>
            </Stack>
          </TitledSection>
          {report.recruiters.length > 0
            ? ACTIVITY_ACTIONS.map((action) => (
                <TitledSection key={action} title={actionName(action)}>
                  <CountTable
                    label={t('actionLabel', {
                      action: actionName(action),
                      period: t(`periodNames.${report.period}`),
                    })}
                    key={`${report.period} ${report.from} ${report.to}`}
                    testId={`activity-${action}`}
                    headers={[
                      ...report.periods.map((start) => periodLabel(report.period, start)),
                      t('total'),
                    ]}
                    rows={report.recruiters.map((recruiter) => ({
                      key: recruiter.userId,
                      name: recruiter.displayName,
                      values: [...recruiter.counts[action], sum(recruiter.counts[action])],
                    }))}
                    totalLabel={t('everyone')}
                    hasTotalColumn
                    isScrolledToEnd
                  />
                </TitledSection>
              ))
            : null}
        </>
      ) : null}
    </Stack>
  )
}
