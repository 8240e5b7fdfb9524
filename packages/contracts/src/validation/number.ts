import { z } from 'zod'
import { ANNUAL_INCOME_MAX, CAREER_DONE_MAX_LENGTH, SCORE_RANGES } from '../constants.ts'
import { reportIssue, wrongTypeMessage } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'
import { type TextOptions, textSchema } from './text.ts'

export interface NumberOptions {
  min?: number
  max?: number
  integer?: boolean
}

/** A number with optional bounds; a missing value reads "please enter", a non-number "enter a number". */
export function numberSchema({ min, max, integer = false }: NumberOptions = {}): z.ZodNumber {
  return z.number({ error: wrongTypeMessage(VALIDATION_MESSAGES.number) }).check((payload) => {
    const value = payload.value
    if (integer && !Number.isInteger(value)) {
      reportIssue(payload, value, VALIDATION_MESSAGES.integer)
    }
    if (min !== undefined && value < min) {
      reportIssue(payload, value, VALIDATION_MESSAGES.numberMin, { min })
    }
    if (max !== undefined && value > max) {
      reportIssue(payload, value, VALIDATION_MESSAGES.numberMax, { max })
    }
  })
}

/**
 * Form inputs hold text: a trimmed numeric string becomes a number, a blank one becomes
 * `undefined` (so the number rule reports "please enter"), anything else is left for the number
 * rule to refuse. Only string values are touched, so JSON numbers pass through unchanged.
 */
export function toNumberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (text === '') return undefined
  // Number('0x1f') and Number('1e3') are numbers too, which a person typing a score never means.
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value
}

/** Wraps a number schema for form values, which arrive as strings. */
export function numericInput<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(toNumberInput, schema)
}

export type ScoreKind = keyof typeof SCORE_RANGES

/** A TOEIC, TOEFL or TOEFL ITP score: a whole number within the test's range. */
export function scoreSchema(kind: ScoreKind): z.ZodNumber {
  return numberSchema({ ...SCORE_RANGES[kind], integer: true })
}

export const toeicScoreSchema = (): z.ZodNumber => scoreSchema('toeic')
export const toeflScoreSchema = (): z.ZodNumber => scoreSchema('toefl')
export const toeflItpScoreSchema = (): z.ZodNumber => scoreSchema('toeflItp')

/** Annual income in ten-thousand yen: a whole number from 0 to ANNUAL_INCOME_MAX. */
export function annualIncomeSchema(): z.ZodNumber {
  return numberSchema({ min: 0, max: ANNUAL_INCOME_MAX, integer: true })
}

/** The free text of a career's "what I did" item, longer than the common limit. */
export function careerDoneSchema(options: Omit<TextOptions, 'max'> = {}): z.ZodString {
  return textSchema({ ...options, max: CAREER_DONE_MAX_LENGTH })
}

/** A number field that may be left empty: '' (a form), null or nothing (JSON) mean none (null). */
export function optionalNumericInput<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .preprocess((value) => (typeof value === 'string' ? Number(value.trim()) : value), schema)
      .nullable(),
  )
}
