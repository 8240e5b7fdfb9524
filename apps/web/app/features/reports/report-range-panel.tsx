import { REPORT_PERIODS, type ReportPeriod } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import { ChoiceField } from '../../components/choice-field'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { TextField } from '../../components/text-field'
import { useTranslation } from '../../lib/i18n'
import type { QueryProblems } from '../../lib/route-data'

/** The range a report shows, as its address holds it and as the API answered it. */
export interface ReportRange {
  period: ReportPeriod
  from: string
  to: string
  recruiterId: number | null
}

/**
 * The filters every report shares, as a GET form: group by day, week or month, the first and
 * last day, and everyone or one recruiter. A refused range shows the API's message beside its
 * field, with what was asked kept in the fields.
 */
export function ReportRangePanel({
  action,
  range,
  recruiters,
  problems,
}: {
  /** The report's own path. */
  action: string
  range: ReportRange
  recruiters: readonly { id: number; fullName: string }[]
  problems: QueryProblems | null
}) {
  const { t } = useTranslation('reports')
  return (
    <SearchPanel
      // The fields hold their first values: a new range (another period, the clear link) is a
      // new form, so they show what the page now reports.
      key={`${range.period} ${range.from} ${range.to} ${range.recruiterId}`}
      action={action}
      label={t('range.label')}
      spacing={2}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <ChoiceField
          name="period"
          label={t('range.period')}
          defaultValue={range.period}
          fullWidth
          data-testid="report-period"
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`range.periods.${period}`)}
            </option>
          ))}
        </ChoiceField>
        <TextField
          name="from"
          type="date"
          label={t('range.from')}
          defaultValue={range.from}
          error={Boolean(problems?.from)}
          helperText={problems?.from}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          name="to"
          type="date"
          label={t('range.to')}
          defaultValue={range.to}
          error={Boolean(problems?.to)}
          helperText={problems?.to}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <ChoiceField
          name="recruiter_id"
          label={t('range.recruiter')}
          defaultValue={range.recruiterId ? String(range.recruiterId) : ''}
          error={Boolean(problems?.recruiter_id)}
          helperText={problems?.recruiter_id}
          fullWidth
        >
          <option value="">{t('range.everyone')}</option>
          {recruiters.map((recruiter) => (
            <option key={recruiter.id} value={recruiter.id}>
              {recruiter.fullName}
            </option>
          ))}
        </ChoiceField>
      </Box>
      <SearchPanelActions
        clearTo={action}
        clearLabel={t('range.clear')}
        submitLabel={t('range.show')}
      />
    </SearchPanel>
  )
}

/** A report's range as the address asks for it; what is left out, the API fills in. */
export interface ReportQuery {
  from?: string
  to?: string
  recruiterId?: string
}

/** The range the address asks for; what the address leaves out, the API fills in. */
export function reportRangeFrom(url: URL): { period: ReportPeriod; query: ReportQuery } {
  const asked = url.searchParams.get('period')
  const period = REPORT_PERIODS.find((value) => value === asked) ?? 'day'
  const query: ReportQuery = {}
  for (const [name, key] of [
    ['from', 'from'],
    ['to', 'to'],
    ['recruiter_id', 'recruiterId'],
  ] as const) {
    const value = url.searchParams.get(name)
    if (value) query[key] = value
  }
  return { period, query }
}

/**
 * The range the panel shows: as the API answered it (defaults filled in), or as asked when the
 * API refused it, so the fields keep what the visitor typed beside their messages.
 */
export function shownReportRange(
  answer: { period: ReportPeriod; from: string; to: string; recruiterId: number | null } | null,
  asked: { period: ReportPeriod; query: ReportQuery },
): ReportRange {
  if (answer) {
    const { period, from, to, recruiterId } = answer
    return { period, from, to, recruiterId }
  }
  return {
    period: asked.period,
    from: asked.query.from ?? '',
    to: asked.query.to ?? '',
    recruiterId: Number(asked.query.recruiterId) || null,
  }
}
