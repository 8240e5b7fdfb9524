const REDIRECT_PATH_MAX_LENGTH = 2000

/**
 * Whether a redirect target stays on this site: a path with a single leading slash. Backslashes
 * and control characters are refused because browsers read `/\\host` as `//host`.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > REDIRECT_PATH_MAX_LENGTH) {
    return false
  }
  if (!value.startsWith('/') || value.startsWith('//')) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  return !/[\\\u0000-\u001f\u007f]/.test(value)
}

export { REDIRECT_PATH_MAX_LENGTH }
