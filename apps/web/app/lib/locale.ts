import { LOCALE_COOKIE, type Locale } from '@kakehashi/contracts'
import { resolveLocale } from '@kakehashi/i18n'
import { TOAST_COOKIE, type ToastCode } from './access'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

export function readCookie(cookieHeader: string | null | undefined, cookie: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === cookie) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** Reads the visitor's language from the `i18n_redirected` cookie; Japanese when absent. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale {
  return resolveLocale(readCookie(cookieHeader, LOCALE_COOKIE))
}

/** The one-shot toast a redirect left for the next page (spec section 8). */
export function readToastCookie(cookieHeader: string | null | undefined): ToastCode | null {
  return readCookie(cookieHeader, TOAST_COOKIE) === 'trialAccountRestricted'
    ? 'trialAccountRestricted'
    : null
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}
