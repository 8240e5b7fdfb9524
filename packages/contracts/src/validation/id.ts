import { z } from 'zod'
import { wrongTypeMessage } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'
import { ID_MAX } from './record-id.ts'

const { invalid } = VALIDATION_MESSAGES

export interface IdOptions {
  /** The largest id the column holds: `ID_MAX` for bigint ids, `SMALL_ID_MAX` for smallint. */
  max?: number
}

/** An id as it is held: a whole number from 1 to `max`. */
function heldId(max: number) {
  return z
    .number({ error: wrongTypeMessage(invalid) })
    .int({ error: invalid })
    .min(1, { error: invalid })
    .max(max, { error: invalid })
}

/** An id as a client may send it: the number, or its digits (blank is left to "required"). */
function sentId(max: number) {
  return z.union([heldId(max), z.string().regex(/^[0-9]*$/, { error: invalid })], {
    error: wrongTypeMessage(invalid),
  })
}

/**
 * The one schema of a record id a client sends, in a path, a query or a body: a whole number or
 * its digits (forms send select values as text), from 1 to `max` (`toRecordId`'s rule, so `0x10`,
 * `1e1` and `+1` are not ids). Missing or blank reads "please enter", anything else "invalid";
 * an id beyond the column never reaches it. A codec rather than a transform, so a schema that
 * holds ids can also describe an answer (answers are encoded through their schemas).
 */
export function idSchema({ max = ID_MAX }: IdOptions = {}) {
  return z.codec(sentId(max), heldId(max), {
    // Blank becomes missing, which the held id reports as "please enter".
    decode: (value) =>
      typeof value === 'number'
        ? value
        : value === ''
          ? (undefined as unknown as number)
          : Number(value),
    encode: (id) => id,
  })
}

/** An id a form may leave empty: '', null or nothing mean none (null). */
export function optionalIdSchema({ max = ID_MAX }: IdOptions = {}) {
  return z.codec(sentId(max).nullish(), heldId(max).nullable(), {
    decode: (value) =>
      value === '' || value === null || value === undefined
        ? null
        : typeof value === 'number'
          ? value
          : Number(value),
    encode: (id) => id,
  })
}
