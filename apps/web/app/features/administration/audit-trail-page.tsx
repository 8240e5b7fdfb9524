import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditRecordType,
} from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { ChoiceField } from '../../components/choice-field'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { TextField, type TextFieldProps } from '../../components/text-field'
import { formatTimestamp } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { AuditEntry, AuditQuery, AuditTrail } from './api'
import { AUDIT_EVENTS_PATH, adminOrganisationPath } from './paths'

const filterFieldProps: Partial<TextFieldProps> = {
  fullWidth: true,
  slotProps: { inputLabel: { shrink: true } },
}

/** The action's words: `recruiter.suspended` is `audit.actions.recruiter.suspended`. */
const actionKey = (action: AuditAction) => `audit.actions.${action}` as const

const show = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 120 ? `${text.slice(0, 120)}…` : text
}

/** The fields an entry changed, each with its value before and after. */
function ChangeSummary({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin')
  const before = (entry.before ?? {}) as Record<string, unknown>
  const after = (entry.after ?? {}) as Record<string, unknown>
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  )
  if (fields.length === 0) return <>{t('audit.noChange')}</>
  return (
    <Box component="details" sx={{ maxWidth: 480 }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        {t('audit.changes', { count: fields.length })}
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1, fontSize: 13 }}>
        {fields.map((field) => (
          <Box key={field} sx={{ mb: 1 }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {field}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {entry.before ? `${t('audit.before')}: ${show(before[field])}` : null}
              {entry.before && entry.after ? <br /> : null}
              {entry.after ? `${t('audit.after')}: ${show(after[field])}` : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

/**
 * The audit trail (/admin/audit_events): newest first, filtered by action, record, actor and
 * dates through the address. Read only: nothing here, or anywhere, changes an entry.
 */
export function AuditTrailPage({ trail, filters }: { trail: AuditTrail; filters: AuditQuery }) {
  const { t, locale } = useTranslation('admin')
  const recordLabel = (type: AuditRecordType) => t(`audit.recordTypes.${type}`)
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'occurredAt',
      header: t('audit.columns.occurredAt'),
      phone: 'title',
      cell: (entry) => formatTimestamp(locale, entry.occurredAt),
    },
    {
      key: 'actor',
      header: t('audit.columns.actor'),
      cell: (entry) => (
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.actor.email}
        </Typography>
      ),
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      cell: (entry) => t(actionKey(entry.action)),
    },
    {
      key: 'record',
      header: t('audit.columns.record'),
      cell: (entry) => {
        const label = t('audit.record', {
          type: recordLabel(entry.recordType),
          id: entry.recordId ?? '—',
        })
        return entry.recordType === 'organisation' && entry.recordId ? (
          <MuiLink component={Link} to={adminOrganisationPath(entry.recordId)}>
            {label}
          </MuiLink>
        ) : (
          label
        )
      },
    },
    {
      key: 'change',
      header: t('audit.columns.change'),
      cell: (entry) => <ChangeSummary entry={entry} />,
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading title={t('audit.title')} description={t('audit.description')} />
      <SearchPanel action={AUDIT_EVENTS_PATH} label={t('audit.label')} spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ChoiceField
            {...filterFieldProps}
            key={`action-${filters.action ?? ''}`}
            name="action"
            label={t('audit.filters.action')}
            defaultValue={filters.action ?? ''}
          >
            <option value="">{t('audit.filters.all')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(actionKey(action))}
              </option>
            ))}
          </ChoiceField>
          <ChoiceField
            {...filterFieldProps}
            key={`type-${filters.recordType ?? ''}`}
            name="record_type"
            label={t('audit.filters.recordType')}
            defaultValue={filters.recordType ?? ''}
          >
            <option value="">{t('audit.filters.all')}</option>
            {AUDIT_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {recordLabel(type)}
              </option>
            ))}
          </ChoiceField>
          <TextField
            {...filterFieldProps}
            key={`actor-${filters.actor}`}
            name="actor"
            type="search"
            label={t('audit.filters.actor')}
            defaultValue={filters.actor}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...filterFieldProps}
            key={`from-${filters.from}`}
            name="from"
            type="date"
            label={t('audit.filters.from')}
            defaultValue={filters.from}
          />
          <TextField
            {...filterFieldProps}
            key={`to-${filters.to}`}
            name="to"
            type="date"
            label={t('audit.filters.to')}
            defaultValue={filters.to}
          />
        </Stack>
        {filters.recordId ? (
          <input type="hidden" name="record_id" value={filters.recordId} />
        ) : null}
        <SearchPanelActions
          clearTo={AUDIT_EVENTS_PATH}
          clearLabel={t('audit.filters.clear')}
          submitLabel={t('audit.filters.search')}
        />
      </SearchPanel>
      <DataTable
        label={t('audit.label')}
        columns={columns}
        rows={trail.auditEvents}
        getRowId={(entry) => entry.id}
        pagination={trail.pagination}
        rowProps={(entry) => ({ 'data-testid': 'audit-event', 'data-action': entry.action })}
        emptyMessage={t('audit.empty')}
      />
    </Stack>
  )
}
