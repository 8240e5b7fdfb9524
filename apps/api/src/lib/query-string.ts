import querystring from 'node:querystring'

/**
 * Parses a query string the way clients send lists: `ids=1&ids=2`, and also the bracketed
 * `ids[]=1&ids[]=2` that form libraries and the multipart convention of the web client use.
 * Both arrive as `ids`, so a route's schema names a list once.
 */
export function parseQueryString(value: string): Record<string, string | string[]> {
  const parsed = querystring.parse(value)
  const result: Record<string, string | string[]> = {}
  for (const [rawKey, rawValue] of Object.entries(parsed)) {
    if (rawValue === undefined) continue
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    const values = Array.isArray(rawValue) ? rawValue : [rawValue]
    const existing = result[key]
    if (existing === undefined) {
      result[key] = rawKey.endsWith('[]') ? [...values] : (rawValue as string | string[])
    } else {
      result[key] = [...(Array.isArray(existing) ? existing : [existing]), ...values]
    }
  }
  return result
}
