import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { CardGrid } from '../../components/card-grid'
import { ListPagination } from '../../components/list-pagination'
import { PageHeading } from '../../components/page-heading'
import { formatNumber } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import type { Industry, Prefecture } from '../../lib/reference'
import type { CompanySummary, Pagination } from './api'
import { CompanyCard } from './company-card'
import { CompanySearchForm, type CompanySearchValues } from './company-search-form'

interface CompanyListPageProps {
  companies: readonly CompanySummary[]
  pagination: Pagination
  values: CompanySearchValues
  industries: readonly Industry[]
  prefectures: readonly Prefecture[]
}

export function CompanyListPage({
  companies,
  pagination,
  values,
  industries,
  prefectures,
}: CompanyListPageProps) {
  const { t, locale } = useTranslation('companies')
  return (
    <Stack spacing={3}>
      <PageHeading title={t('title')} description={t('description')} />
      <CompanySearchForm values={values} industries={industries} prefectures={prefectures} />
      <Typography data-testid="company-count" sx={{ fontWeight: 700 }} aria-live="polite">
        {t('resultCount', { count: formatNumber(locale, pagination.totalCount) })}
      </Typography>
      <CardGrid
        items={companies}
        getKey={(company) => company.id}
        renderItem={(company) => <CompanyCard company={company} />}
        emptyMessage={t('empty')}
        testId="company-list"
        emptyTestId="company-list-empty"
      />
      <ListPagination pagination={pagination} />
    </Stack>
  )
}
