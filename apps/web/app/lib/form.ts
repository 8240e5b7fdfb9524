import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from './api-client'
import { snakeCaseKey } from './case-conversion'
import { messageCodeOf, useErrorMessage } from './error-message'
import { type MutationOptions, useMutation } from './mutation'

/** A form's values in wire format (snake_case), edited by dotted paths: `careers.0.started_on`. */
export type FormValues = Record<string, unknown>
/** Field problems by dotted wire path, already in the visitor's language. */
export type FieldProblems = Record<string, string>

type FormSchemas = typeof import('@kakehashi/contracts/forms')
interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } }
}

export function getAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || node === undefined) return undefined
    return (node as Record<string, unknown>)[key]
  }, values)
}

function setAt(values: unknown, keys: string[], value: unknown): unknown {
  const [key, ...rest] = keys
  if (key === undefined) return value
  const isIndex = /^\d+$/.test(key)
  const copy: Record<string, unknown> | unknown[] = Array.isArray(values)
    ? [...values]
    : { ...(values as Record<string, unknown>) }
  const current = (copy as Record<string, unknown>)[isIndex ? Number(key) : key]
  ;(copy as Record<string, unknown>)[isIndex ? Number(key) : key] = setAt(current, rest, value)
  return copy
}

const dotted = (path: readonly (string | number)[]) =>
  path.map((part) => (typeof part === 'number' ? String(part) : snakeCaseKey(part))).join('.')

/**
 * Checks a body with a rule set of `@kakehashi/contracts/forms`, the same rules the API applies,
 * so each field shows its message before anything is sent. Loaded on first submit: zod stays
 * out of the page's first load.
 */
async function checkBody(
  pick: (schemas: FormSchemas) => SafeParser,
  body: unknown,
): Promise<FieldProblems | null> {
  const schemas = await import('@kakehashi/contracts/forms')
  const result = pick(schemas).safeParse(body)
  if (result.success || !result.error) return null
  const locale = document.documentElement.lang === 'en' ? 'en' : 'ja'
  const fields: FieldProblems = {}
  for (const issue of schemas.toErrorIssues(
    result.error.issues as Parameters<FormSchemas['toErrorIssues']>[0],
    locale,
  )) {
    fields[dotted(issue.path)] ??= issue.message
  }
  return fields
}

/** The API's 422 field problems by dotted wire path (`['body', 'email']` → `email`). */
function problemsOf(error: unknown): FieldProblems {
  const fields: FieldProblems = {}
  if (!isApiError(error)) return fields
  for (const issue of error.issues) {
    const path = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path
    fields[dotted(path)] ??= issue.message
  }
  return fields
}

class InvalidForm extends Error {
  readonly code = 'formInvalid'
}

/**
 * The control to focus for the first field (in the form's order) that has a problem. A select's
 * named input is a hidden mirror, so its visible combobox takes the focus instead.
 */
function firstFieldWithProblem(form: HTMLFormElement, problems: FieldProblems): HTMLElement | null {
  for (const element of form.querySelectorAll<HTMLElement>('[name]')) {
    const name = element.getAttribute('name')
    if (name === null || problems[name] === undefined) continue
    if (element.getAttribute('aria-hidden') !== 'true') return element
    return element.parentElement?.querySelector<HTMLElement>('[role="combobox"]') ?? null
  }
  return null
}

export interface FormOptions<Values extends FormValues, Result> extends MutationOptions<Result> {
  initialValues: Values
  /** The rule set the API applies to the body, checked before sending. */
  schema?: (schemas: FormSchemas) => SafeParser
  /** The request body for the values, when it is not the values themselves. */
  toBody?: (values: Values) => unknown
  /** Sends the body; its answer goes to onSuccess. */
  submit: (body: unknown, values: Values) => Promise<Result>
}

/**
 * The one form of the web app, built on useMutation: values as typed (kept whatever goes
 * wrong), each field's problem from the shared rules before sending and from the API's 422
 * after (a refused submit focuses the first such field), the form-wide message, and the
 * pending state.
 */
export function useForm<Values extends FormValues, Result = unknown>(
  options: FormOptions<Values, Result>,
) {
  const describe = useErrorMessage()
  const [values, setValues] = useState<Values>(options.initialValues)
  const [problems, setProblems] = useState<FieldProblems>({})
  const latest = useRef(options)
  latest.current = options
  // A refused submit moves the focus to the first field with a problem, so its own message is
  // what a keyboard or screen reader user meets next (the field names it through
  // aria-describedby); otherwise the focus is left on the send button, which is disabled while
  // pending and so drops the focus to the page, and only the form-wide alert is announced.
  const formElement = useRef<HTMLFormElement | null>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals === 0 || !formElement.current) return
    firstFieldWithProblem(formElement.current, problems)?.focus()
  }, [refusals, problems])

  const mutation = useMutation(
    async (current: Values) => {
      const { schema, toBody, submit } = latest.current
      const body = toBody ? toBody(current) : current
      const found = schema ? await checkBody(schema, body) : null
      if (found) {
        setProblems(found)
        setRefusals((count) => count + 1)
        throw new InvalidForm()
      }
      try {
        const result = await submit(body, current)
        setProblems({})
        return result
      } catch (error) {
        const refused = problemsOf(error)
        setProblems(refused)
        if (Object.keys(refused).length > 0) setRefusals((count) => count + 1)
        throw error
      }
    },
    {
      ...options,
      onSuccess: (result) => latest.current.onSuccess?.(result),
    },
  )

  const set = useCallback((path: string, value: unknown) => {
    setValues((current) => setAt(current, path.split('.'), value) as Values)
  }, [])

  const { run } = mutation
  const submit = useCallback(async () => (await run(values))?.ok === true, [run, values])
  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault()
      if (event.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget
      void submit()
    },
    [submit],
  )

  const failureCode = mutation.failure
    ? mutation.failure.error instanceof InvalidForm || Object.keys(problems).length > 0
      ? 'formInvalid'
      : messageCodeOf(mutation.failure.error)
    : null

  return {
    values,
    set,
    get: (path: string) => getAt(values, path),
    problems,
    problem: (path: string): string | undefined => problems[path],
    /** The message above the form after a failed submit, or null. */
    failure:
      failureCode === 'formInvalid' ? describe('formInvalid') : (mutation.failure?.message ?? null),
    failureCode,
    pending: mutation.pending,
    result: mutation.result,
    submit,
    onSubmit,
  }
}

export type Form = ReturnType<typeof useForm<FormValues, unknown>>
