import type { Locale } from '@kakehashi/contracts'
import {
  type MessageKey,
  type Messages,
  type Namespace,
  translate,
  type Variables,
} from '@kakehashi/i18n'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { catalogueFor } from './catalogues'

const LocaleContext = createContext<Locale>('ja')

/**
 * The visitor's language for everything below. Catalogues are bundled, so the server renders the
 * chosen language and the browser hydrates the same text without a flash of the other.
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
  return useMemo(() => {
    const messages = catalogueFor(locale)
    return {
      locale,
      t: (key, variables) => translate(messages, namespace, key, variables),
      messages: messages[namespace],
    }
  }, [locale, namespace])
}
