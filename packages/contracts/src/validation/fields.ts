import { z } from 'zod'
import { reportIssue, stringInput, wrongTypeMessage } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'
import { isBlank, maxLengthCheck } from './text.ts'

// Field schemas that forms of several domains share: a choice, a calendar date, a link.

/** A choice among fixed values; nothing chosen reads "please enter". */
export function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: wrongTypeMessage(VALIDATION_MESSAGES.required) })
}

/** Forms send '' for an empty field, JSON may send null or leave it out: all mean "none". */
export const emptyToNull = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : value

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** `YYYY-MM-DD` of a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const calendarDateCheck = (payload: z.core.ParsePayload<string>) => {
  if (isBlank(payload.value)) reportIssue(payload, payload.value, VALIDATION_MESSAGES.required)
  else if (!isCalendarDate(payload.value)) {
    reportIssue(payload, payload.value, VALIDATION_MESSAGES.invalid)
  }
}

/** A required date, `YYYY-MM-DD`. */
export const requiredDate = () =>
  z.preprocess((value) => value ?? '', stringInput().check(calendarDateCheck))

/** A date that may be left empty (null). */
export const optionalDate = () =>
  z.preprocess(emptyToNull, stringInput().check(calendarDateCheck).nullable())

const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s]*$/i

/** An http(s) address that may be left empty (null). */
export const optionalUrl = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && isBlank(value) ? null : emptyToNull(value)),
    stringInput()
      .check(maxLengthCheck(max), (payload) => {
        if (!URL_PATTERN.test(payload.value.trim())) {
          reportIssue(payload, payload.value, VALIDATION_MESSAGES.url)
        }
      })
      .nullable(),
  )

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** `2026-12-01T09:00`, a time in Japan as a date-time field holds it. */
export function isJapanDateTime(value: string): boolean {
  if (!LOCAL_DATE_TIME.test(value)) return false
  return !Number.isNaN(new Date(`${value}+09:00`).getTime())
}

const japanDateTimeCheck = (payload: z.core.ParsePayload<string>) => {
  if (isBlank(payload.value)) reportIssue(payload, payload.value, VALIDATION_MESSAGES.required)
  else if (!isJapanDateTime(payload.value)) {
    reportIssue(payload, payload.value, VALIDATION_MESSAGES.invalid)
  }
}

/** A required time in Japan, `YYYY-MM-DDTHH:mm`. */
export const requiredJapanDateTime = () =>
  z.preprocess((value) => value ?? '', stringInput().check(japanDateTimeCheck))

/** A time in Japan that may be left empty (null). */
export const optionalJapanDateTime = () =>
  z.preprocess(emptyToNull, stringInput().check(japanDateTimeCheck).nullable())
