import { z } from 'zod'
import { reportIssue, wrongTypeMessage } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'
import { ID_MAX } from './record-id.ts'

const { invalid, required } = VALIDATION_MESSAGES

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

/**
 * An id as a client may send it: the number, or its digits; blank ('' or null, what a select
 * left alone sends) is let through for the caller to call "required" or none.
 */
function sentId(max: number) {
  return z.union([heldId(max), z.string().regex(/^[0-9]*$/, { error: invalid }), z.null()], {
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
  // Blank is "please enter" as a failed check of its own, not a wrong type: zod runs an
  // object's own rules (a job's salary and period) only after issues of that kind, so a select
  // left blank must not hide the form's other messages.
  const sent = sentId(max).check((payload) => {
    if (payload.value === '' || payload.value === null) {
      reportIssue(payload, payload.value, required)
    }
  })
  return z.codec(sent, heldId(max), {
    decode: (value) => (typeof value === 'number' ? value : Number(value)),
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
