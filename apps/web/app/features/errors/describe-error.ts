import { isRouteErrorResponse } from 'react-router'
import { isNoSuchPage } from '../../lib/route-data'

export interface DescribedError {
  status: number
  /**
   * A 404 for an address with no page (an unknown path, an area the visitor may not enter),
   * as opposed to an id that names no record.
   */
  isUnknownPage: boolean
  /** Only in development: message and stack never reach production visitors. */
  details?: { message: string; stack?: string }
}

/**
 * What the error page shows for a caught error: a route response keeps its status; anything
 * else thrown while loading or rendering is a 500 (spec section 8).
 */
export function describeError(error: unknown, options: { isDevelopment: boolean }): DescribedError {
  const { status, message, stack } = isRouteErrorResponse(error)
    ? { status: error.status, message: `${error.status} ${error.statusText}`, stack: undefined }
    : error instanceof Error
      ? { status: 500, message: error.message, stack: error.stack }
      : { status: 500, message: String(error), stack: undefined }
  const isUnknownPage = isNoSuchPage(error)
  if (!options.isDevelopment) return { status, isUnknownPage }
  return { status, isUnknownPage, details: stack ? { message, stack } : { message } }
}
