import {
  catalogues,
  type MessageKey,
  type Messages,
  translate,
  type Variables,
} from '@kakehashi/i18n'
import { DEFAULT_LOCALE, type Locale } from '../constants.ts'
import type { ErrorIssue } from '../errors.ts'
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './keys.ts'

type ValidationKey = MessageKey<Messages['validation']>

/**
 * The part of a zod issue translation needs. Rules put a `validation.*` key in `message` and its
 * variables in `params` (see issues.ts); zod's own issues that slip through (a schema built
 * without these rules) fall back to a generic message so raw English never reaches a user.
 */
export interface TranslatableIssue {
  message: string
  code?: string
  params?: Record<string, unknown>
  path?: readonly PropertyKey[]
}

const PREFIX = 'validation.'

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return (
    typeof value === 'string' &&
    value.startsWith(PREFIX) &&
    Object.hasOwn(catalogues[DEFAULT_LOCALE].validation, value.slice(PREFIX.length))
  )
}

/** The message key of an issue: its own when it carries one, otherwise the generic one. */
export function issueMessageKey(issue: TranslatableIssue): ValidationMessageKey {
  return isValidationMessageKey(issue.message) ? issue.message : VALIDATION_MESSAGES.invalid
}

/** The interpolation variables of an issue; only strings and numbers can appear in text. */
export function issueVariables(issue: TranslatableIssue): Variables {
  const variables: Variables = {}
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') variables[name] = value
  }
  return variables
}

/** A validation message key with its variables, in the given language. */
export function translateValidationMessage(
  key: ValidationMessageKey,
  locale: Locale = DEFAULT_LOCALE,
  variables?: Variables,
): string {
  const messages = catalogues[locale] ?? catalogues[DEFAULT_LOCALE]
  return translate(messages, 'validation', key.slice(PREFIX.length) as ValidationKey, variables)
}

/** The text a user sees for an issue. */
export function translateIssue(issue: TranslatableIssue, locale: Locale = DEFAULT_LOCALE): string {
  return translateValidationMessage(issueMessageKey(issue), locale, issueVariables(issue))
}

/**
 * Issues in the shape of a 422 body: `message` translated for the requester, `code` the message
 * key, so the web can show the text as is or translate the key again after a language switch.
 */
export function toErrorIssues(
  issues: readonly TranslatableIssue[],
  locale: Locale = DEFAULT_LOCALE,
): ErrorIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((part) => (typeof part === 'number' ? part : String(part))),
    message: translateIssue(issue, locale),
    code: issueMessageKey(issue),
  }))
}
