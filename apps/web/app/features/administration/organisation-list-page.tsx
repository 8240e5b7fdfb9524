import { ORGANISATION_KINDS, type OrganisationKind } from '@kakehashi/contracts'
import Button from '@mui/material/Button'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { ChoiceField } from '../../components/choice-field'
import { DataTable, type DataTableColumn } from '../../components/data-table'
import { PageHeading } from '../../components/page-heading'
import { SearchPanel, SearchPanelActions } from '../../components/search-panel'
import { TextField } from '../../components/text-field'
import { formatDate, formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { AdminOrganisationList, AdminOrganisationRow } from './api'
import {
  ADMIN_ORGANISATIONS_PATH,
  adminOrganisationPath,
  NEW_ADMIN_ORGANISATION_PATH,
} from './paths'

/** The list's filters as the address holds them. */
export interface OrganisationFilters {
  keyword: string
  kind: OrganisationKind | undefined
}

/** The customers (/admin/organisations): a search by name and kind, newest first, paged. */
export function OrganisationListPage({
  list,
  filters,
}: {
  list: AdminOrganisationList
  filters: OrganisationFilters
}) {
  const { t, locale } = useTranslation('admin')
  const client = useTranslation('client').t
  const columns: DataTableColumn<AdminOrganisationRow>[] = [
    {
      key: 'name',
      header: t('organisations.columns.name'),
      phone: 'title',
      cell: (row) => (
        <MuiLink
          component={Link}
          to={adminOrganisationPath(row.id)}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {locale === 'en' && row.nameEn ? row.nameEn : row.name}
        </MuiLink>
      ),
    },
    { key: 'kind', header: t('organisations.columns.kind'), cell: (row) => t(`kinds.${row.kind}`) },
    {
      key: 'contract',
      header: t('organisations.columns.contract'),
      cell: (row) =>
        row.contract ? (
          <Typography component="span" variant="body2">
            {t('organisations.contractValue', {
              plan: row.contract.planName,
              from: formatDate(locale, row.contract.startsOn),
              to: formatDate(locale, row.contract.endsOn),
            })}
            {row.contract.state === 'ended' ? ` · ${client('contract.states.ended')}` : ''}
          </Typography>
        ) : (
          t('organisations.noContract')
        ),
    },
    {
      key: 'recruiters',
      header: t('organisations.columns.recruiters'),
      align: 'right',
      cell: (row) => formatNumber(locale, row.recruiterCount),
    },
    {
      key: 'createdAt',
      header: t('organisations.columns.createdAt'),
      cell: (row) => formatDate(locale, row.createdAt),
    },
  ]
  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('organisations.title')}
        description={t('organisations.description')}
        action={
          <Button
            component={Link}
            to={NEW_ADMIN_ORGANISATION_PATH}
            variant="contained"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('organisations.newOrganisation')}
          </Button>
        }
      />
      <SearchPanel action={ADMIN_ORGANISATIONS_PATH} label={t('organisations.label')} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            // A new address brings its own keyword into the box.
            key={filters.keyword}
            name="keyword"
            type="search"
            label={t('organisations.keyword')}
            placeholder={t('organisations.keywordPlaceholder')}
            defaultValue={filters.keyword}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 255 }, inputLabel: { shrink: true } }}
          />
          <ChoiceField
            key={filters.kind ?? ''}
            name="kind"
            label={t('organisations.kind')}
            defaultValue={filters.kind ?? ''}
            sx={{ minWidth: 200 }}
          >
            <option value="">{t('organisations.allKinds')}</option>
            {ORGANISATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </ChoiceField>
        </Stack>
        <SearchPanelActions
          clearTo={ADMIN_ORGANISATIONS_PATH}
          clearLabel={t('organisations.clear')}
          submitLabel={t('organisations.search')}
        />
      </SearchPanel>
      <DataTable
        label={t('organisations.label')}
        columns={columns}
        rows={list.organisations}
        getRowId={(row) => row.id}
        pagination={list.pagination}
        rowProps={(row) => ({
          'data-testid': 'admin-organisation',
          'data-organisation-id': row.id,
        })}
        emptyMessage={t('organisations.empty')}
      />
    </Stack>
  )
}
