import { baseUrl } from './browser.ts'

/**
 * Calls the platform's API from the test as the site's own pages would (same origin) and fails
 * unless it succeeds. `token` signs the call in as that session; `base` names another platform
 * than the shared one.
 */
export async function callApi<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  pathname: string,
  options: { body?: unknown; token?: string; base?: string } = {},
): Promise<T> {
  const base = options.base ?? baseUrl()
  const headers: Record<string, string> = { origin: new URL(base).origin }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(new URL(pathname, base), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  if (!response.ok) {
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`)
  }
  return (text ? JSON.parse(text) : null) as T
}
