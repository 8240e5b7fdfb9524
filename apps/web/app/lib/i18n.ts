import type { Locale } from '@kakehashi/contracts'
import { catalogues, NAMESPACES } from '@kakehashi/i18n'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

/**
 * One i18next instance per locale and render tree. Catalogues are bundled and initialised
 * synchronously, so the server renders the chosen language and the browser hydrates the same
 * text without a flash of the other.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'ja',
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([lng, messages]) => [lng, messages]),
    ),
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    returnObjects: true,
    interpolation: { escapeValue: false },
  })
  return instance
}
