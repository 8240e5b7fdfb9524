import type { z } from 'zod'
import { TEMPLATE_VARIABLES } from '../scout-template-constants.ts'
import { reportIssue, stringInput, wrongTypeMessage } from './issues.ts'
import { VALIDATION_MESSAGES } from './keys.ts'
import { isBlank, maxLengthCheck, type StringCheck, type TextOptions, textSchema } from './text.ts'

export type TemplateProblem =
  | { kind: 'tripleBraces' }
  | { kind: 'malformed' }
  | { kind: 'unknown'; variables: string[] }

// A variable is written exactly as the editor inserts it: `{{name}}`, no inner spaces. Single
// braces are ordinary text; only doubled ones are variable syntax.
const VARIABLE_TOKEN = /{{([^{}]*)}}/g
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * What is wrong with the variables of a template, most fundamental first: triple braces make
 * the rest unreadable, a malformed token hides which name was meant, and unknown names come last.
 */
export function findTemplateProblems(
  text: string,
  allowed: readonly string[] = TEMPLATE_VARIABLES,
): TemplateProblem[] {
  if (text.includes('{{{') || text.includes('}}}')) return [{ kind: 'tripleBraces' }]
  const problems: TemplateProblem[] = []
  const unknown = new Set<string>()
  let malformed = false
  for (const [token, name = ''] of text.matchAll(VARIABLE_TOKEN)) {
    if (!VARIABLE_NAME.test(name)) malformed = true
    else if (!allowed.includes(name)) unknown.add(token)
  }
  const rest = text.replace(VARIABLE_TOKEN, '')
  if (malformed || rest.includes('{{') || rest.includes('}}')) problems.push({ kind: 'malformed' })
  if (unknown.size > 0) problems.push({ kind: 'unknown', variables: [...unknown] })
  return problems
}

export function templateVariablesCheck(
  allowed: readonly string[] = TEMPLATE_VARIABLES,
): StringCheck {
  return (payload) => {
    for (const problem of findTemplateProblems(payload.value, allowed)) {
      if (problem.kind === 'tripleBraces') {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.templateTripleBraces)
      } else if (problem.kind === 'malformed') {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.templateVariableMalformed)
      } else {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.templateVariableUnknown, {
          variable: problem.variables.join(', '),
        })
      }
    }
  }
}

export interface TemplateTextOptions extends TextOptions {
  allowedVariables?: readonly string[]
}

/** A scout title or body that may contain the allowed variables. */
export function templateTextSchema({
  allowedVariables = TEMPLATE_VARIABLES,
  ...options
}: TemplateTextOptions = {}): z.ZodString {
  return textSchema({ max: Infinity, allowEmoji: true, ...options }).check(
    templateVariablesCheck(allowedVariables),
  )
}

export function scoutPitchRequiredCheck(): StringCheck {
  return (payload) => {
    if (isBlank(payload.value)) {
      reportIssue(payload, payload.value, VALIDATION_MESSAGES.scoutPitchRequired)
    }
  }
}

/**
 * The custom pitch of a special scout. It has its own "required" message because the generic
 * "please enter" does not tell the recruiter that the pitch is what makes the scout special.
 */
export function scoutPitchSchema({ max = Infinity }: { max?: number } = {}): z.ZodString {
  const checks = [scoutPitchRequiredCheck()]
  if (Number.isFinite(max)) checks.push(maxLengthCheck(max))
  return stringInput(
    wrongTypeMessage(VALIDATION_MESSAGES.invalid, VALIDATION_MESSAGES.scoutPitchRequired),
  ).check(...checks)
}
