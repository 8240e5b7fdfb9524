import type { ReportPeriod } from '@kakehashi/contracts'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { PageHeading } from '../../components/page-heading'
import { ScrollRow } from '../../components/scroll-row'
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

// The first column stays in view while a long range scrolls sideways.
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const

/**
 * Recruiters down the side, counts across, and the sum of every recruiter at the foot when there
 * are several. A zero is quieter than a count, so the days something happened stand out.
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
  const { t, locale } = useTranslation('activityReports')
  const cell = (value: number, key: number, isTotal = false) => (
    <TableCell
      key={key}
      align="right"
      sx={{
        whiteSpace: 'nowrap',
        // A footer's cells are smaller and greyer by default: the totals read as the rows do.
        fontSize: (theme) => theme.typography.body2.fontSize,
        fontWeight: isTotal ? 700 : undefined,
        color: value === 0 ? 'text.secondary' : 'text.primary',
      }}
    >
      {formatNumber(locale, value)}
    </TableCell>
  )
  const totals = columnSums(
    rows.map((row) => row.values),
    headers.length,
  )
  // A range ends with its latest periods: the table opens scrolled to them (a new range is a
  // new table).
  const scroller = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    if (isScrolledToEnd && scroller.current) {
      scroller.current.scrollLeft = scroller.current.scrollWidth
    }
  }, [isScrolledToEnd])
  return (
    <ScrollRow scrollerRef={scroller}>
      <Table
        size="small"
        aria-label={label}
        data-testid={testId}
        sx={{ width: 'auto', minWidth: '100%' }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...STICKY, whiteSpace: 'nowrap' }}>
              {t('recruiter')}
            </TableCell>
            {headers.map((header) => (
              <TableCell
                key={header}
                component="th"
                scope="col"
                align="right"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={`${testId}-recruiter-${row.key}`}>
              <TableCell component="th" scope="row" sx={{ ...STICKY, whiteSpace: 'nowrap' }}>
                {row.name}
              </TableCell>
              {row.values.map((value, index) =>
                cell(value, index, hasTotalColumn && index === row.values.length - 1),
              )}
            </TableRow>
          ))}
        </TableBody>
        {rows.length > 1 ? (
          <TableFooter>
            <TableRow data-testid={`${testId}-total`}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  ...STICKY,
                  whiteSpace: 'nowrap',
                  fontSize: (theme) => theme.typography.body2.fontSize,
                  fontWeight: 700,
                  color: 'text.primary',
                }}
              >
                {totalLabel}
              </TableCell>
              {totals.map((value, index) => cell(value, index, true))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </ScrollRow>
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
