import { z } from 'zod'
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './keys.ts'

/**
 * How a rule reports a problem, the one mechanism every rule here uses: a zod `custom` issue whose
 * `message` is a message key of the i18n `validation` namespace (`validation.maxLength`) and whose
 * `params` carry the message's `{{variables}}` (`{ max: 255 }`). Keys and values stay apart, so
 * neither side has to parse a string, and `translateIssue` turns the pair into text in any locale.
 */
export type IssueParams = Record<string, string | number>

/** The part of a zod check or transform context that receives issues. */
export interface IssueSink {
  issues: z.core.$ZodRawIssue[]
}

export function reportIssue(
  sink: IssueSink,
  input: unknown,
  key: ValidationMessageKey,
  params?: IssueParams,
  path?: PropertyKey[],
): void {
  sink.issues.push({
    code: 'custom',
    message: key,
    input,
    // Without it zod treats the issue as fatal and skips the remaining checks, so a form would
    // learn about a too-short password only after fixing an unrelated field.
    continue: true,
    ...(params ? { params } : {}),
    ...(path ? { path } : {}),
  })
}

/**
 * Error map for zod's own type checks inside the rules: a missing value reads as "please enter"
 * rather than zod's English "expected string, received undefined".
 */
export function wrongTypeMessage(
  expected: ValidationMessageKey = VALIDATION_MESSAGES.invalid,
  missing: ValidationMessageKey = VALIDATION_MESSAGES.required,
): (issue: { input?: unknown }) => ValidationMessageKey {
  return (issue) => (issue.input === undefined || issue.input === null ? missing : expected)
}

// NUL and half of a surrogate pair: PostgreSQL stores neither (text refuses 0x00, jsonb refuses
// both as escapes), and the pg driver would quietly turn a lone surrogate into U+FFFD.
// With the u flag a surrogate pair reads as one code point, so only a lone half is Cs.
const LONE_SURROGATE = /\p{Cs}/u

/** Whether text holds a character no column can keep as sent: NUL or a lone UTF-16 surrogate. */
export function containsUnusableCharacter(value: string): boolean {
  return value.includes('\0') || LONE_SURROGATE.test(value)
}

/**
 * The one text schema every string a client sends is built on (text fields, passwords, tokens,
 * keywords, query values): wrong-type issues carry message keys, and a NUL or a lone surrogate
 * is refused with its own message, so such text never reaches the database.
 */
export function stringInput(
  wrongType: (issue: { input?: unknown }) => ValidationMessageKey = wrongTypeMessage(),
): z.ZodString {
  return z.string({ error: wrongType }).check((payload) => {
    if (containsUnusableCharacter(payload.value)) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.unusableCharacter)
    }
  })
}
