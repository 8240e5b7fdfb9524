import { en } from './locales/en/index.ts'
import { ja } from './locales/ja/index.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts'
import type { Messages } from './types.ts'

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts'

export type { Messages, Namespace } from './types.ts'

export const catalogues: Record<Locale, Messages> = { ja, en }

export const NAMESPACES = Object.keys(ja) as (keyof Messages)[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** Every key path of a catalogue, e.g. `errors.notFoundHeading` or `legal.privacySections.0.body`. */
export function listKeyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    listKeyPaths(child, prefix ? `${prefix}.${key}` : key),
  )
}
export { interpolate, type MessageKey, translate, type Variables } from './translate.ts'
