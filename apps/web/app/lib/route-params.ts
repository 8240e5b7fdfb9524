import { isRecordId } from '@kakehashi/contracts'

/** Route parameters that name a record: `id` and any `...Id` such as `candidateId`. */
export function isIdParamName(name: string): boolean {
  return name === 'id' || /[a-z]Id$/.test(name)
}

/**
 * The id rule of spec section 2: a route with an id is valid only when the id is all digits;
 * an id the API could not hold (0, or beyond the column) names nothing either, so it is the
 * same 404 (`isRecordId`, the rule the API reads ids by). Returns the first offending parameter
 * name, or null when every id can name a record.
 */
export function findInvalidIdParam(params: Record<string, string | undefined>): string | null {
  for (const [name, value] of Object.entries(params)) {
    if (isIdParamName(name) && value !== undefined && !isRecordId(value)) return name
  }
  return null
}
