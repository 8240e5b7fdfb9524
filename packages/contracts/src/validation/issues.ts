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
): (issue: { input?: unknown }) => ValidationMessageKey {
  return (issue) =>
    issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : expected
}

/** A string schema whose wrong-type issues already carry message keys. */
export function stringInput(): z.ZodString {
  return z.string({ error: wrongTypeMessage() })
}
