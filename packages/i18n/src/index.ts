import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts'

export { catalogueParts, catalogues, NAMESPACES, serverMessages } from './catalogues.ts'
export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts'
export { CATALOGUE_PARTS } from './parts.ts'
export type {
  AccountMessages,
  CataloguePart,
  CatalogueParts,
  MainMessages,
  Messages,
  Namespace,
  ServerMessages,
  WorkspaceMessages,
} from './types.ts'

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
export {
  interpolate,
  type MessageKey,
  PLURAL_CATEGORIES,
  type PluralCategory,
  pluralFormOf,
  translate,
  type Variables,
} from './translate.ts'
