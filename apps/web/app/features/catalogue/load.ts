import { data } from 'react-router'
import { isApiError } from '../../lib/api-client'

/** The API's 404 for the record a page is about becomes the site's 404 page, not an error. */
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

/** A list that only decorates a page (filter choices): the page still renders without it. */
export async function orEmpty<T>(request: Promise<T[]>): Promise<T[]> {
  try {
    return await request
  } catch {
    return []
  }
}

/** The `page` query parameter as the API accepts it: a positive whole number, else 1. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** Positive whole numbers of a repeated query parameter (`industryIds=1&industryIds=2`). */
export function idsFrom(url: URL, name: string): number[] {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
}

/** A page's path with the query that selects its content, for canonical URLs. */
export function pathWithQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) {
      params.set(key, String(value))
    }
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
