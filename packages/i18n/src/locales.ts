// The site's languages. They live here, at the bottom of the package graph, because the
// catalogues are keyed by them; @kakehashi/contracts re-exports them for everyone else.

export const LOCALES = ['ja', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ja'
