import type { z } from 'zod'
import { reportIssue, stringInput } from './issues.ts'
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './keys.ts'
import { isBlank, maxLengthCheck, requiredCheck, type StringCheck } from './text.ts'

// Digits only, as the spec counts digits: a domestic number is its trunk 0 and ten more digits.
// An overseas number (country code first, no trunk 0) has 11 or 12. A 12-digit number starting
// with 0 is neither, because a leading 0 only ever marks the domestic trunk prefix.
const DOMESTIC_PHONE_PATTERN = /^0[0-9]{10}$/
const OVERSEAS_PHONE_PATTERN = /^[1-9][0-9]{10,11}$/

/** Surrounding spaces are forgiven (pasted numbers carry them); hyphens are not accepted. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.trim()
  return DOMESTIC_PHONE_PATTERN.test(digits) || OVERSEAS_PHONE_PATTERN.test(digits)
}

// Deliberately loose, as the spec states: the confirmation mail is the real check.
const EMAIL_PATTERN = /^\S+@\S+$/u

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}

const YEAR_MONTH_PATTERN = /^(\d{4})[-/](\d{1,2})$/

/** `2024-04`, `2024/4` → `{ year: 2024, month: 4 }`; anything else, or month outside 1–12, → null. */
export function parseYearMonth(value: string): { year: number; month: number } | null {
  const match = YEAR_MONTH_PATTERN.exec(value.trim())
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? { year, month } : null
}

// A blank value is left to `required`, so an optional field may stay empty.
function formatCheck(test: (value: string) => boolean, key: ValidationMessageKey): StringCheck {
  return (payload) => {
    if (!isBlank(payload.value) && !test(payload.value)) reportIssue(payload, payload.value, key)
  }
}

export const phoneCheck = (): StringCheck => formatCheck(isPhoneNumber, VALIDATION_MESSAGES.phone)
export const emailCheck = (): StringCheck => formatCheck(isEmail, VALIDATION_MESSAGES.email)
export const yearMonthCheck = (): StringCheck =>
  formatCheck((value) => parseYearMonth(value) !== null, VALIDATION_MESSAGES.yearMonth)

export interface FormatOptions {
  required?: boolean
}

function formatSchema(checks: StringCheck[], { required = false }: FormatOptions): z.ZodString {
  return stringInput().check(...(required ? [requiredCheck(), ...checks] : checks))
}

export function phoneSchema(options: FormatOptions = {}): z.ZodString {
  return formatSchema([phoneCheck()], options)
}

/** Also held to the common length limit, the size of the column that stores it. */
export function emailSchema(options: FormatOptions = {}): z.ZodString {
  return formatSchema([emailCheck(), maxLengthCheck()], options)
}

export function yearMonthSchema(options: FormatOptions = {}): z.ZodString {
  return formatSchema([yearMonthCheck()], options)
}
