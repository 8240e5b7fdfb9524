import type { Locale } from '@kakehashi/contracts'
import {
  type MessageKey,
  type Messages,
  type Namespace,
  translate,
  type Variables,
} from '@kakehashi/i18n'
import { createContext, type ReactNode, use, useContext, useMemo } from 'react'
import { catalogueFor, hasNamespace, missingNamespace } from './catalogues'

const LocaleContext = createContext<Locale>('ja')

/**
 * The visitor's language for everything below. The browser loads the catalogue parts a page needs
 * before rendering it (lib/catalogues), so it hydrates the server's text without a flash.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export interface Translator<N extends Namespace> {
  locale: Locale
  /** A message of the namespace by its typed key, with `{{variables}}` filled. */
  t: (key: MessageKey<Messages[N]>, variables?: Variables) => string
  /** The namespace's messages as data, for lists such as policy sections. */
  messages: Messages[N]
}

export function useTranslation<N extends Namespace>(namespace: N): Translator<N> {
  const locale = useContext(LocaleContext)
  // The namespace's part of the catalogue must be loaded before the page renders.
  if (!hasNamespace(locale, namespace)) use(missingNamespace(locale, namespace))
  return useMemo(() => {
    const messages = catalogueFor(locale)
    return {
      locale,
      t: (key, variables) => translate(messages, namespace, key, variables),
      messages: messages[namespace],
    }
  }, [locale, namespace])
}
