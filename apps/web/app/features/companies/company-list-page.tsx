import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ListPagination } from '../../components/list-pagination'
import { useTranslation } from '../../lib/i18n'
import { CompanyCard } from './company-card'
import { CompanySearchForm, type CompanySearchValues } from './company-search-form'
import type { CompanySummary, Industry, Pagination, Prefecture } from './types'

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
  const { t } = useTranslation('companies')
  return (
    <Stack spacing={3}>
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
        >
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('description')}
        </Typography>
      </Box>
      <CompanySearchForm values={values} industries={industries} prefectures={prefectures} />
      <Typography data-testid="company-count" sx={{ fontWeight: 700 }} aria-live="polite">
        {t('resultCount', { count: pagination.totalCount.toLocaleString() })}
      </Typography>
      {companies.length === 0 ? (
        <Typography
          data-testid="company-list-empty"
          color="text.secondary"
          sx={{ py: 4, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 1 }}
        >
          {t('empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          data-testid="company-list"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {companies.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination pagination={pagination} />
    </Stack>
  )
}
