import { useCallback, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useErrorMessage } from './error-message'

export interface MutationOptions<Result> {
  /**
   * What the page says when the failure names nothing specific (spec section 8: "the message
   * failed to send", "please try again later"); specific refusals use the error table.
   */
  fallbackMessage?: string
  /** Runs the page's loaders again after success, so it shows what the API now holds. */
  revalidate?: boolean
  onSuccess?: (result: Result) => void | Promise<void>
}

export type MutationOutcome<Result> =
  | { ok: true; result: Result }
  | { ok: false; error: unknown; message: string }

/**
 * The one way a page changes something through the API: a button, a dialog or a form (see
 * useForm) runs an async call here. It owns the pending state (a second run while one is on
 * its way is ignored, so a double click never sends twice), the failure message in the
 * visitor's language, and reloading the page's data afterwards.
 */
export function useMutation<Input, Result>(
  send: (input: Input) => Promise<Result>,
  options: MutationOptions<Result> = {},
) {
  const describe = useErrorMessage()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown; message: string } | null>(null)
  const [result, setResult] = useState<Result | undefined>(undefined)
  const running = useRef(false)
  const latest = useRef({ send, options })
  latest.current = { send, options }

  const run = useCallback(
    async (input: Input): Promise<MutationOutcome<Result> | null> => {
      if (running.current) return null
      running.current = true
      setPending(true)
      setFailure(null)
      const { send: call, options: current } = latest.current
      try {
        const value = await call(input)
        setResult(value)
        if (current.revalidate) await revalidator.revalidate()
        await current.onSuccess?.(value)
        return { ok: true, result: value }
      } catch (error) {
        const message = describe(error, current.fallbackMessage)
        setFailure({ error, message })
        return { ok: false, error, message }
      } finally {
        running.current = false
        setPending(false)
      }
    },
    [describe, revalidator],
  )

  const reset = useCallback(() => {
    setFailure(null)
    setResult(undefined)
  }, [])

  return {
    run,
    reset,
    pending,
    /** The last result, until the next run or reset. */
    result,
    /** The last failure's error (for its code or field issues) and message. */
    failure,
  }
}
