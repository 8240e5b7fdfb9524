import { LOCALE_COOKIE, type Locale } from '@kakehashi/contracts'
import { resolveLocale } from '@kakehashi/i18n'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/** Reads the visitor's language from the `i18n_redirected` cookie; Japanese when absent. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale {
  if (!cookieHeader) return resolveLocale(undefined)
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LOCALE_COOKIE) return resolveLocale(decodeURIComponent(rest.join('=')))
  }
  return resolveLocale(undefined)
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}
