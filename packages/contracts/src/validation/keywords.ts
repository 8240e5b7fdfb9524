import type { z } from 'zod'
import { type TextOptions, textSchema } from './text.ts'

// The spec's keyword fields are space-delimited; Japanese input methods type U+3000 for a space.
const KEYWORD_SEPARATOR = /[ \u3000]+/

/** `'営業　東京 リモート'` → `['営業', '東京', 'リモート']`; blank input gives no terms. */
export function splitKeywords(text: string): string[] {
  return text.split(KEYWORD_SEPARATOR).filter((term) => term !== '')
}

/** The inverse for a form that shows saved terms again. */
export function joinKeywords(terms: readonly string[]): string {
  return terms.join(' ')
}

/** A keyword field: text limited like any other, delivered as its terms. */
export function keywordsSchema(
  options: Omit<TextOptions, 'required'> = {},
): z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>> {
  return textSchema({ allowEmoji: true, ...options }).transform(splitKeywords)
}
