import Pagination from '@mui/material/Pagination'
import PaginationItem from '@mui/material/PaginationItem'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../lib/i18n'

/**
 * The current list's address with some query values changed (`null` removes one) and the rest
 * kept, so paging, sorting and page-size links never drop the visitor's filters.
 */
export function listHref(
  location: { pathname: string; search: string },
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(location.search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}`
}

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
  const hrefFor = (page: number | null) =>
    listHref(location, { page: !page || page === 1 ? null : String(page) })
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
