import { data } from 'react-router'
import { isApiError } from './api-client'

// What loaders do with what they could not load: the one way a page answers 404, and the one
// way a part of a page that can do without its data stays empty.

/** Throws the site's 404 page; the root error boundary renders it with the 404 status. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

/**
 * Throws the 404 page unless the condition holds (Epic Stack's `invariantResponse`):
 * `invariantResponse(group, 'Not found')` after finding a record in a list.
 */
export function invariantResponse(condition: unknown, message = 'Not Found'): asserts condition {
  if (!condition) throw data(null, { status: 404, statusText: message })
}

/** Whether an API call failed because the record does not exist (or is not the caller's). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

/** The API's 404 for the record a page is about becomes the site's 404 page, not an error. */
export async function orNotFound<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (isNotFound(error)) notFound()
    throw error
  }
}

/** The API's 404 answers `null` (a record that may be absent, such as a running campaign). */
export async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/**
 * A part of a page that can do without its data (a list of choices, a side section): a failed
 * call leaves it empty instead of failing the whole page.
 */
export async function orEmpty<T>(request: Promise<T>, empty: T): Promise<T> {
  try {
    return await request
  } catch {
    return empty
  }
}

/** The `page` query parameter as the API accepts it: a whole number above 1, else 1. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The `keyword` query parameter, trimmed to what the API accepts (255 characters). */
export function keywordFrom(url: URL): string {
  return (url.searchParams.get('keyword') ?? '').trim().slice(0, 255)
}

/** Positive whole numbers of a repeated query parameter (`industryIds=1&industryIds=2`). */
export function idsFrom(url: URL, name: string): number[] {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
}
