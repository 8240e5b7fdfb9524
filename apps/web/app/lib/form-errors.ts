import { isApiError } from './api-client'

/** What a form shows after a failed submit: one message on top, and one under each bad field. */
export interface FormFailure {
  ok: false
  /** An API error code (translated by the page) or null when only fields are wrong. */
  code: string | null
  /** Server messages, already in the visitor's language, by camelCased field name. */
  fields: Record<string, string>
}

export function toFormFailure(error: unknown): FormFailure {
  if (!isApiError(error)) return { ok: false, code: 'failed', fields: {} }
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    // Paths are ['body', field, ...]; the field is what the form knows.
    const field = issue.path[0] === 'body' ? issue.path[1] : issue.path[0]
    if (typeof field === 'string' && !(field in fields)) fields[field] = issue.message
  }
  const hasFields = Object.keys(fields).length > 0
  return { ok: false, code: hasFields ? 'formInvalid' : error.code, fields }
}
