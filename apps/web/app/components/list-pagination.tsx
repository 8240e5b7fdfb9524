import Box from '@mui/material/Box'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../lib/i18n'
import { TAP, TOUCH } from '../lib/theme'

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

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => from + index)

/**
 * The page numbers to link, `gap` where some are left out: the first and the last page, and the
 * current one with one either side. A gap never stands for a single page (that page is shown
 * instead), so seven entries are shown whenever there are seven pages or more, as MUI's
 * Pagination shows them.
 */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return range(1, total)
  const middleStart = Math.max(Math.min(current - 1, total - 4), 3)
  const middleEnd = Math.min(Math.max(current + 1, 5), total - 2)
  return [
    1,
    middleStart > 3 ? 'gap' : 2,
    ...range(middleStart, middleEnd),
    middleEnd < total - 2 ? 'gap' : total - 1,
    total,
  ]
}

const ITEM = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  px: '6px',
  borderRadius: 16,
  fontSize: '0.875rem',
  color: 'text.primary',
  textDecoration: 'none',
} as const

/** A page's circle: raised on white, a finger's size on a touch screen. */
const BUTTON = {
  ...ITEM,
  boxShadow: 2,
  bgcolor: '#FFFFFF',
  [TOUCH]: { minWidth: TAP, height: TAP, borderRadius: TAP / 2 },
} as const

const LINK = {
  ...BUTTON,
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': {
    bgcolor: 'action.focus',
    outline: '2px solid',
    outlineColor: 'primary.main',
  },
} as const

function Chevron({ path }: { path: string }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 20, height: 20 }}>
      <path fill="currentColor" d={path} />
    </Box>
  )
}
const PREVIOUS = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z'
const NEXT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z'

interface ListPaginationProps {
  pagination: { currentPage: number; totalPages: number }
}

/**
 * Page links for a paged list. Each page is a real link (`?page=N`, other query kept), so
 * search engines and visitors without JavaScript reach every page. Drawn with plain links
 * rather than MUI's Pagination, whose buttons' machinery a list of links does not need.
 */
export function ListPagination({ pagination }: ListPaginationProps) {
  const location = useLocation()
  const { t } = useTranslation('common')
  const { currentPage, totalPages } = pagination
  if (totalPages <= 1) return null
  const hrefFor = (page: number) => listHref(location, { page: page === 1 ? null : String(page) })
  const step = (page: number, label: string, path: string) => (
    <li>
      {page >= 1 && page <= totalPages ? (
        <Box component={Link} to={hrefFor(page)} aria-label={label} sx={LINK}>
          <Chevron path={path} />
        </Box>
      ) : (
        <Box component="span" aria-hidden sx={{ ...BUTTON, opacity: 0.38 }}>
          <Chevron path={path} />
        </Box>
      )}
    </li>
  )
  return (
    <Box component="nav" aria-label={t('pagination')} sx={{ my: 3 }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          gap: '6px',
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {step(currentPage - 1, t('previousPage'), PREVIOUS)}
        {pageItems(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps only differ by place
            <Box component="li" key={`gap-${index}`} aria-hidden sx={ITEM}>
              …
            </Box>
          ) : (
            <li key={item}>
              {item === currentPage ? (
                <Box
                  component={Link}
                  to={hrefFor(item)}
                  aria-current="page"
                  aria-label={t('currentPage', { page: item })}
                  sx={{
                    ...LINK,
                    bgcolor: 'action.selected',
                    '&:hover': { bgcolor: 'action.selected' },
                  }}
                >
                  {item}
                </Box>
              ) : (
                <Box
                  component={Link}
                  to={hrefFor(item)}
                  aria-label={t('pageLink', { page: item })}
                  sx={LINK}
                >
                  {item}
                </Box>
              )}
            </li>
          ),
        )}
        {step(currentPage + 1, t('nextPage'), NEXT)}
      </Box>
    </Box>
  )
}
