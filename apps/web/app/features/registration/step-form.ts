import { useCallback, useState } from 'react'
import { isApiError } from '../../lib/api-client'
import { snakeCaseKey } from '../../lib/case-conversion'

/** A form's values in wire format (snake_case), edited by dotted paths: `careers.0.started_on`. */
export type FormValues = Record<string, unknown>
/** Field problems by dotted wire path, already in the visitor's language. */
export type FieldProblems = Record<string, string>

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
 * The state of one registration form: values, problems and the submit. Problems come from the
 * shared zod rules before sending and from the API's 422 after, both mapped onto field paths,
 * and the values stay as typed whatever goes wrong.
 */
export function useStepForm(initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial)
  const [problems, setProblems] = useState<FieldProblems>({})
  const [failed, setFailed] = useState<'formInvalid' | 'failed' | null>(null)
  const [sending, setSending] = useState(false)

  const set = useCallback((path: string, value: unknown) => {
    setValues((current) => setAt(current, path.split('.'), value) as FormValues)
  }, [])

  const submit = useCallback(
    async (
      check: (values: FormValues) => Promise<FieldProblems | null>,
      send: (values: FormValues) => Promise<unknown>,
    ): Promise<boolean> => {
      setSending(true)
      try {
        const found = await check(values)
        if (found) {
          setProblems(found)
          setFailed('formInvalid')
          return false
        }
        await send(values)
        setProblems({})
        setFailed(null)
        return true
      } catch (error) {
        if (isApiError(error) && error.issues.length > 0) {
          const fields: FieldProblems = {}
          for (const issue of error.issues) {
            const path = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path
            fields[dotted(path)] ??= issue.message
          }
          setProblems(fields)
          setFailed('formInvalid')
        } else {
          setFailed('failed')
        }
        return false
      } finally {
        setSending(false)
      }
    },
    [values],
  )

  return {
    values,
    set,
    problems,
    failed,
    sending,
    submit,
    problem: (path: string) => problems[path],
  }
}

export type StepForm = ReturnType<typeof useStepForm>

/** Checks values with a schema of `@kakehashi/contracts/forms`, loaded on first submit. */
export async function checkWith(
  pick: (schemas: typeof import('@kakehashi/contracts/forms')) => {
    safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } }
  },
  values: FormValues,
): Promise<FieldProblems | null> {
  const schemas = await import('@kakehashi/contracts/forms')
  const result = pick(schemas).safeParse(values)
  if (result.success || !result.error) return null
  const locale = document.documentElement.lang === 'en' ? 'en' : 'ja'
  const fields: FieldProblems = {}
  for (const issue of schemas.toErrorIssues(
    result.error.issues as Parameters<(typeof schemas)['toErrorIssues']>[0],
    locale,
  )) {
    fields[dotted(issue.path)] ??= issue.message
  }
  return fields
}
