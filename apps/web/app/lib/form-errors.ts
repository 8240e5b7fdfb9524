import { isApiError } from './api-client'
import { camelCaseKey } from './case-conversion'

/** What a form shows after a failed submit: one message on top, and one under each bad field. */
export interface FormFailure {
  ok: false
  /** An API error code (translated by the page) or null when only fields are wrong. */
  code: string | null
  /** Server messages, already in the visitor's language, by camelCased field name. */
  fields: Record<string, string>
}

/** Sends a form to the API: `{ ok: true }` once accepted, otherwise the failure to show. */
export async function sendForm(send: () => Promise<unknown>): Promise<{ ok: true } | FormFailure> {
  try {
    await send()
    return { ok: true }
  } catch (error) {
    return toFormFailure(error)
  }
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

type FormSchemas = typeof import('@kakehashi/contracts/forms')

/**
 * Checks a form's wire-format body with the same rules the API applies, before sending it, so
 * the visitor sees each field's message at once. Loaded on first submit: zod stays out of the
 * page's first load.
 */
export async function checkFormBody(
  pick: (schemas: FormSchemas) => {
    safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } }
  },
  body: Record<string, unknown>,
): Promise<FormFailure | null> {
  const schemas = await import('@kakehashi/contracts/forms')
  const result = pick(schemas).safeParse(body)
  if (result.success || !result.error) return null
  const locale = document.documentElement.lang === 'en' ? 'en' : 'ja'
  const fields: Record<string, string> = {}
  for (const issue of schemas.toErrorIssues(
    result.error.issues as Parameters<FormSchemas['toErrorIssues']>[0],
    locale,
  )) {
    const field = issue.path[0]
    if (typeof field === 'string') fields[camelCaseKey(field)] ??= issue.message
  }
  return { ok: false, code: 'formInvalid', fields }
}
