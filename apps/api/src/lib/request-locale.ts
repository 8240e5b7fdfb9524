import { LOCALE_COOKIE, type Locale } from '@kakehashi/contracts'
import { resolveLocale } from '@kakehashi/i18n'
import type { FastifyRequest } from 'fastify'

/** The visitor's language, as the web app keeps it: the `i18n_redirected` cookie, else Japanese. */
export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.cookies?.[LOCALE_COOKIE])
}
