import { data } from 'react-router'
import { isApiError } from '../../lib/api-client'

/** The API's 404 (unknown, draft, or of a closed group) becomes the site's 404 page. */
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

/** The `page` query parameter as the API accepts it: a whole number above 1, else 1. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The root loader's public base URL, inside a route's `meta` function. */
export function baseUrlFromMatches(matches: readonly unknown[]): string {
  const root = matches.find(
    (match): match is { id: string; loaderData?: { publicConfig?: { baseUrl?: string } } } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  )
  return (root?.loaderData?.publicConfig?.baseUrl ?? '').replace(/\/$/, '')
}
