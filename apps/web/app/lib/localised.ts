import type { Locale } from '@kakehashi/contracts'

/**
 * Picks the English variant of a record's text when the visitor reads English and the record has
 * one; Japanese otherwise. API records carry both (`name` / `nameEn`, `title` / `titleEn`).
 */
export function localised(
  locale: Locale,
  japanese: string,
  english: string | null | undefined,
): string {
  return locale === 'en' && english ? english : japanese
}

/** `localised` for the common `{ name, nameEn }` shape. */
export function localName(
  locale: Locale,
  record: { name: string; nameEn?: string | null },
): string {
  return localised(locale, record.name, record.nameEn)
}
