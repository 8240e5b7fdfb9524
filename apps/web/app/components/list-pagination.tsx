import Pagination from '@mui/material/Pagination'
import PaginationItem from '@mui/material/PaginationItem'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../lib/i18n'

interface ListPaginationProps {
  pagination: { currentPage: number; totalPages: number }
}

/**
 * Page links for a paged list. Each page is a real link (`?page=N`, other query kept), so
 * search engines and visitors without JavaScript reach every page.
 */
export function ListPagination({ pagination }: ListPaginationProps) {
  const location = useLocation()
  const { t } = useTranslation('common')
  if (pagination.totalPages <= 1) return null
  const hrefFor = (page: number | null) => {
    const params = new URLSearchParams(location.search)
    if (!page || page === 1) params.delete('page')
    else params.set('page', String(page))
    const query = params.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  return (
    <nav aria-label={t('pagination')}>
      <Pagination
        sx={{ display: 'flex', justifyContent: 'center', my: 3 }}
        page={pagination.currentPage}
        count={pagination.totalPages}
        siblingCount={1}
        renderItem={(item) => <PaginationItem component={Link} to={hrefFor(item.page)} {...item} />}
      />
    </nav>
  )
}
