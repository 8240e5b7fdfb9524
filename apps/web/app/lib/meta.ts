import type { Locale } from '@kakehashi/contracts'
import { catalogues, type Messages } from '@kakehashi/i18n'

/** The active catalogue for a route's `meta` function, read from the root loader's locale. */
export function messagesFromMatches(matches: readonly unknown[]): Messages {
  const root = matches.find(
    (match): match is { id: string; loaderData?: { locale?: Locale } } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  )
  return catalogues[root?.loaderData?.locale ?? 'ja']
}

export function pageMeta(title: string, description: string) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ]
}
