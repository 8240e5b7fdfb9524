import type { PublicConfig } from '@kakehashi/contracts'
import type { RouterContextProvider } from 'react-router'
import { type ApiClient, createApiClient } from './api-client'
import { getBrowserServices } from './browser-services'
import type { ReportUser } from './error-reporting'
import { serverContext } from './server-context'

/** Headers of the visitor's request that the API needs to act as that visitor. */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'accept-language', 'user-agent']

/**
 * The API client for loaders and actions: calls go in-process to the API with the visitor's
 * cookie or bearer token, so server rendering sees exactly what the visitor may see.
 */
export function createServerApi(
  context: Readonly<RouterContextProvider>,
  request: Request,
): ApiClient {
  const { apiFetch } = context.get(serverContext)
  const forwarded: Record<string, string> = {}
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name)
    if (value) forwarded[name] = value
  }
  return createApiClient({ fetch: apiFetch, headers: () => forwarded })
}

let browserApi: ApiClient | undefined
let currentUser: ReportUser | null = null

/** Reports attach the signed-in user's id and e-mail; the session code keeps this current. */
export function setReportedUser(user: ReportUser | null) {
  currentUser = user
}

/** The API client in the browser: relative paths, the session cookie, failures reported. */
export function getBrowserApi(config?: PublicConfig): ApiClient {
  browserApi ??= createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    credentials: 'same-origin',
    reporter: getBrowserServices(config).reporter,
    getUser: () => currentUser,
  })
  return browserApi
}
