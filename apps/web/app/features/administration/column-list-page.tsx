import type { PublicationState } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { formatDateTime, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { AdminColumnList, AdminColumnRow } from './api'
import { adminColumnPath, NEW_ADMIN_COLUMN_PATH } from './paths'
import { PublicationStateChip, PublicationStateTabs } from './publication'

/** Every column, drafts and scheduled ones included (/admin/columns), the latest change first. */
export function ColumnListPage({
  list,
  state,
}: {
  list: AdminColumnList
  state: PublicationState | undefined
}) {
  const { t, locale } = useTranslation('admin')
  const columns: DataTableColumn<AdminColumnRow>[] = [
    {
      key: 'title',
      header: t('columns.columns.title'),
      phone: 'title',
      cell: (column) => (
        <MuiLink component={Link} to={adminColumnPath(column.id)} sx={{ fontWeight: 700 }}>
          {column.title}
        </MuiLink>
      ),
    },
    {
      key: 'state',
      header: t('columns.columns.state'),
      cell: (column) => <PublicationStateChip state={column.state} />,
    },
    {
      key: 'publishedAt',
      header: t('columns.columns.publishedAt'),
      cell: (column) => formatDateTime(locale, column.publishedAt),
    },
    {
      key: 'picks',
      header: t('columns.columns.picks'),
      cell: (column) =>
        [
          column.isPickup ? t('columns.pickup') : null,
          column.isSelected ? t('columns.selected') : null,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      key: 'views',
      header: t('columns.columns.views'),
      align: 'right',
      cell: (column) => formatNumber(locale, column.viewCount),
    },
    {
      key: 'updatedAt',
      header: t('columns.columns.updatedAt'),
      cell: (column) => formatDateTime(locale, column.updatedAt),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('columns.title')}
        description={t('columns.description')}
        action={
          <Button
            component={Link}
            to={NEW_ADMIN_COLUMN_PATH}
            variant="contained"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('columns.newColumn')}
          </Button>
        }
      />
      <PublicationStateTabs label={t('columns.stateNav')} current={state} />
      <DataTable
        label={t('columns.label')}
        columns={columns}
        rows={list.columns}
        getRowId={(column) => column.id}
        pagination={list.pagination}
        rowProps={(column) => ({ 'data-testid': 'admin-column', 'data-state': column.state })}
        emptyMessage={t('columns.empty')}
      />
    </Stack>
  )
}
