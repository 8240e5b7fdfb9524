import { startTransition, useCallback, useRef, useState } from 'react'
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
export function useMutation<Input = void, Result = unknown>(
  send: (input: Input) => Promise<Result>,
  options: MutationOptions<Result> = {},
) {
  const describe = useErrorMessage()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown; message: string } | null>(null)
  const [result, setResult] = useState<Result | undefined>(undefined)
  const [input, setInput] = useState<Input | undefined>(undefined)
  const running = useRef(false)
  const latest = useRef({ send, options })
  latest.current = { send, options }

  const run = useCallback(
    async (value: Input): Promise<MutationOutcome<Result> | null> => {
      if (running.current) return null
      running.current = true
      setPending(true)
      setInput(() => value)
      setFailure(null)
      const { send: call, options: current } = latest.current
      try {
        const answer = await call(value)
        setResult(answer)
        if (current.revalidate) await revalidator.revalidate()
        await current.onSuccess?.(answer)
        return { ok: true, result: answer }
      } catch (error) {
        const message = describe(error, current.fallbackMessage)
        setFailure({ error, message })
        return { ok: false, error, message }
      } finally {
        running.current = false
        // The router commits revalidated loader data in a transition; ending `pending` in one
        // too lets React render both together, so no frame shows the old data as if the change
        // had not happened (a follow button flicking back to "follow", say).
        startTransition(() => setPending(false))
      }
    },
    [describe, revalidator],
  )

  const reset = useCallback(() => {
    setFailure(null)
    setResult(undefined)
    setInput(undefined)
  }, [])

  return {
    run,
    reset,
    pending,
    /** The last result, until the next run or reset. */
    result,
    /**
     * What the run on its way (or the last one) was given, so a button can already show
     * where it is going while the request travels.
     */
    input,
    /** The last failure's error (for its code or field issues) and message. */
    failure,
  }
}
