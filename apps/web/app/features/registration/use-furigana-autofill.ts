import { useCallback, useEffect, useRef } from 'react'
import { type Form, getAt } from '../../lib/form'
import { createFuriganaAutofill, type FuriganaAutofill } from '../../lib/furigana'

/**
 * Fills a furigana field from the kana typed into a name field (spec section 5). It runs only
 * while the name field has focus and re-reads the furigana field each time it starts, so a
 * reading corrected by hand is kept and extended rather than replaced.
 */
export function useFuriganaAutofill(form: Form, namePath: string, kanaPath: string) {
  const values = useRef(form.values)
  values.current = form.values
  const { set } = form
  const autofill = useRef<FuriganaAutofill | null>(null)

  useEffect(() => () => autofill.current?.stop(), [])

  const onFocus = useCallback(() => {
    const text = (path: string) => {
      const value = getAt(values.current, path)
      return typeof value === 'string' ? value : ''
    }
    autofill.current ??= createFuriganaAutofill({
      read: () => text(namePath),
      readFurigana: () => text(kanaPath),
      write: (kana) => set(kanaPath, kana),
    })
    autofill.current.start()
  }, [set, namePath, kanaPath])

  const onBlur = useCallback(() => autofill.current?.stop(), [])

  return { onFocus, onBlur }
}
