import { data } from 'react-router'
import { isApiError } from '../../lib/api-client'

/**
 * A record the page is about: the API's 404 (unknown, draft or not yet published) becomes the
 * site's 404 page rather than an error page.
 */
export async function orNotFound<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw data(null, { status: 404, statusText: 'Not Found' })
    }
    throw error
  }
}

/** The `page` query parameter as the API accepts it: a positive whole number, else 1. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** A page's own path with the page number, for canonical URLs of paged lists. */
export function pagedPath(path: string, page: number, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
