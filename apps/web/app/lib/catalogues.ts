import type { Locale } from '@kakehashi/contracts'
import type { Messages } from '@kakehashi/i18n'

// The catalogues this JavaScript context holds. The server registers both languages at start
// (entry.server); the browser loads only the visitor's language before hydrating and the other
// one when the visitor switches, so a page never ships the language it does not show.
const loaded = new Map<Locale, Messages>()

export function registerCatalogue(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages)
}

/** The catalogue of a language that has been loaded (the visitor's language always is). */
export function catalogueFor(locale: Locale): Messages {
  const messages = loaded.get(locale) ?? loaded.values().next().value
  if (!messages) throw new Error('No message catalogue is loaded')
  return messages
}

/** Loads a language's catalogue once; later calls answer from memory. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const existing = loaded.get(locale)
  if (existing) return existing
  const { messages } =
    locale === 'en' ? await import('@kakehashi/i18n/en') : await import('@kakehashi/i18n/ja')
  loaded.set(locale, messages)
  return messages
}
