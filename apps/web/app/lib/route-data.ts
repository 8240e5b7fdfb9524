import { toRecordId } from '@kakehashi/contracts'
import { data, isRouteErrorResponse } from 'react-router'
import { type ApiErrorIssue, isApiError } from './api-client'
import { snakeCaseKey } from './case-conversion'

// What loaders do with what they could not load: the one way a page answers 404, and the one
// way a part of a page that can do without its data stays empty.

/** Throws the site's 404 page; the root error boundary renders it with the 404 status. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

/** What `noSuchPage` sends to the error boundary, so it can tell the two 404 messages apart. */
export const NO_SUCH_PAGE = { noSuchPage: true } as const

/**
 * Throws the 404 page of an address with no page for this visitor: an unknown path, or an area
 * the visitor may not enter (spec section 4: "any other user: 404"), which answers exactly as an
 * unknown path does, so a refusal does not tell that the area exists. The page then says the
 * spec's 'Page not found' rather than the id rule's 'Page Not Found: {path}'.
 */
export function noSuchPage(): never {
  throw data(NO_SUCH_PAGE, { status: 404, statusText: 'Not Found' })
}

/** Whether a caught route error is the 404 of `noSuchPage`. */
export function isNoSuchPage(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as Record<string, unknown>).noSuchPage === true
  )
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

/**
 * Whether the API refused the address of a read: a path or query value it cannot even look up
 * (an id beyond the column, a name with a NUL or too long). Such an address names no record.
 */
function isUnreadableAddress(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    error.code === 'validationFailed' &&
    error.issues.length > 0 &&
    error.issues.every((issue) => issue.path[0] === 'params' || isQueryIssue(issue))
  )
}

/** An issue with the query: the API names the part `querystring`, as the server calls it. */
function isQueryIssue(issue: ApiErrorIssue): boolean {
  return issue.path[0] === 'querystring' || issue.path[0] === 'query'
}

/**
 * The record a page is about becomes the site's 404 page, not an error, when the API answers
 * 404 for it or refuses the address that was to name it.
 */
export async function orNotFound<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (isNotFound(error) || isUnreadableAddress(error)) notFound()
    throw error
  }
}

/** What a page's filters asked that the API refused: each query field's message. */
export type QueryProblems = Record<string, string>

/**
 * A page whose filters the API checks (a report's range): a refused query answers the field
 * messages, in the visitor's language, for the form to show beside its fields, instead of the
 * data; any other failure stays a failure.
 */
export async function orQueryProblems<T>(
  request: Promise<T>,
): Promise<{ data: T; problems: null } | { data: null; problems: QueryProblems }> {
  try {
    return { data: await request, problems: null }
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) throw error
    const queryIssues = error.issues.filter(isQueryIssue)
    if (queryIssues.length === 0) throw error
    const problems: QueryProblems = {}
    // Keyed by the field's name in the form and the address (`recruiter_id`), which is the
    // wire's spelling; the client has camelCased the issue's path.
    for (const issue of queryIssues) {
      const field = issue.path
        .slice(1)
        .map((part) => (typeof part === 'string' ? snakeCaseKey(part) : part))
      problems[field.join('.')] ??= issue.message
    }
    return { data: null, problems }
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

/** The record ids of a repeated query parameter (`industryIds=1&industryIds=2`), by the id rule. */
export function idsFrom(url: URL, name: string): number[] {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => toRecordId(value))
    .filter((id) => id !== null)
}
