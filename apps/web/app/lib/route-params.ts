/** Route parameters that name a record: `id` and any `...Id` such as `candidateId`. */
export function isIdParamName(name: string): boolean {
  return name === 'id' || /[a-z]Id$/.test(name)
}

/**
 * The id rule of spec section 2: a route with an id is valid only when the id is all digits.
 * Returns the first offending parameter name, or null when every id is numeric.
 */
export function findInvalidIdParam(params: Record<string, string | undefined>): string | null {
  for (const [name, value] of Object.entries(params)) {
    if (isIdParamName(name) && value !== undefined && !/^\d+$/.test(value)) return name
  }
  return null
}
