import Button from '@mui/material/Button'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { useTranslation } from '../../lib/i18n'
import type { RedirectRule } from './api'

interface RedirectRuleTableProps {
  rules: RedirectRule[]
  /** While a rule is being deleted every delete button waits, so one click deletes one rule. */
  isDeleting: boolean
  onDelete: (id: number) => void
}

/** Every redirect rule on one screen: administrators keep a handful, so the list is not paged. */
export function RedirectRuleTable({ rules, isDeleting, onDelete }: RedirectRuleTableProps) {
  const { t } = useTranslation('admin')
  const common = useTranslation('common').t
  const columns: DataTableColumn<RedirectRule>[] = [
    {
      key: 'currentPath',
      header: t('currentPath'),
      cell: (rule) => rule.currentPath,
      phone: 'title',
    },
    { key: 'redirectTo', header: t('redirectTo'), cell: (rule) => rule.redirectTo },
    {
      key: 'actions',
      header: common('dataTable.actions'),
      align: 'right',
      phone: 'actions',
      cell: (rule) => (
        <Button color="error" size="small" disabled={isDeleting} onClick={() => onDelete(rule.id)}>
          {t('delete')}
        </Button>
      ),
    },
  ]
  return (
    <DataTable
      label={t('redirectRulesTitle')}
      columns={columns}
      rows={rules}
      getRowId={(rule) => rule.id}
      rowProps={() => ({ 'data-testid': 'redirect-rule' })}
      emptyMessage={t('empty')}
    />
  )
}
