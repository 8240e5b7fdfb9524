import { buildPagination, type Pagination } from '@kakehashi/contracts'

/** The page a list request asks for: `page` counts from 1, `per` rows a page. */
export interface PageRequest {
  page: number
  per: number
}

/** The rows of one page, as a query takes them: `limit` rows after skipping `offset`. */
export interface PageWindow {
  limit: number
  offset: number
}

export function toPageWindow({ page, per }: PageRequest): PageWindow {
  return { limit: per, offset: (page - 1) * per }
}

/** The pagination object of spec section 3 for a page of a list of `totalCount` rows. */
export function paginate(request: PageRequest, totalCount: number): Pagination {
  return buildPagination(request.page, request.per, totalCount)
}

/**
 * The pagination of a count that stopped at `cap + 1` rows (a search over a large base): the
 * total shows as `cap` and `total_count_capped` says there are more, which pages show as
 * "1,000+".
 */
export function paginateCapped(
  request: PageRequest,
  count: number,
  cap: number,
): { pagination: Pagination; total_count_capped: boolean } {
  const capped = count > cap
  return { pagination: paginate(request, capped ? cap : count), total_count_capped: capped }
}

/**
 * One page of a list and its pagination: the page's rows and the list's count are read side by
 * side, so a paged list costs the two queries whatever the page.
 */
export async function readPage<T>(
  request: PageRequest,
  read: {
    rows: (window: PageWindow) => Promise<T[]>
    count: () => Promise<number>
  },
): Promise<{ rows: T[]; pagination: Pagination }> {
  const [rows, totalCount] = await Promise.all([read.rows(toPageWindow(request)), read.count()])
  return { rows, pagination: paginate(request, totalCount) }
}
