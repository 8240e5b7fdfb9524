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

/** A date as the visitor's language writes it (2026年11月22日 / Nov 22, 2026). */
export function formatDate(locale: Locale, value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
    timeZone: 'Asia/Tokyo',
  }).format(date)
}

/** A date and time in Japan time, as the visitor's language writes it. */
export function formatDateTime(locale: Locale, value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Tokyo',
  }).format(date)
}
