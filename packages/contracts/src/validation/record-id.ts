// The id rule, without zod, for code that only needs to know whether a value names a record (the
// web's route parameters). The schemas of ./id.ts apply the same rule to requests.

/** Ids are bigint columns read as JavaScript numbers, exact up to this one. */
export const ID_MAX = Number.MAX_SAFE_INTEGER

/** Ids of smallint columns: the prefectures, whose ids are their JIS codes. */
export const SMALL_ID_MAX = 32_767

const DIGITS = /^[0-9]+$/

/** Text of ASCII digits alone, the only spelling of an id in text. */
function isAllDigits(text: string): boolean {
  return DIGITS.test(text)
}

/**
 * A record id as a client writes it: a whole number, or text of digits alone (a path, a query
 * string, a form's select), from 1 to `max`. `0x10`, `1e1`, `+1`, ` 1` and `1.0` name nothing:
 * `Number` would read each as a number, which a person never means by an id.
 */
export function toRecordId(value: unknown, max: number = ID_MAX): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && isAllDigits(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(id) && id >= 1 && id <= max ? id : null
}

/** Whether text is a record id (see `toRecordId`). */
export function isRecordId(text: string, max: number = ID_MAX): boolean {
  return toRecordId(text, max) !== null
}
