import type { Locale, PublicConfig } from '@kakehashi/contracts'
import type { Messages } from '@kakehashi/i18n'
import { catalogueFor } from './catalogues'

interface RootMatchData {
  locale?: Locale
  publicConfig?: PublicConfig
}

function rootData(matches: readonly unknown[]): RootMatchData | undefined {
  const root = matches.find(
    (match): match is { id: string; loaderData?: RootMatchData } =>
      typeof match === 'object' && match !== null && (match as { id?: unknown }).id === 'root',
  )
  return root?.loaderData
}

/** The active catalogue for a route's `meta` function, read from the root loader's locale. */
export function messagesFromMatches(matches: readonly unknown[]): Messages {
  return catalogueFor(rootData(matches)?.locale ?? 'ja')
}

/** The site's public base URL without a trailing slash, for absolute URLs in structured data. */
export function baseUrlFromMatches(matches: readonly unknown[]): string {
  return (rootData(matches)?.publicConfig?.baseUrl ?? '').replace(/\/$/, '')
}

/**
 * A page's path with the query that selects its content, for canonical URLs: empty values and
 * the first page are left out, so every copy of a page names one address.
 */
export function pathWithQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) {
      params.set(key, String(value))
    }
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** The visitor's language inside a route's `meta` function. */
export function localeFromMatches(matches: readonly unknown[]): Locale {
  return rootData(matches)?.locale ?? 'ja'
}

export interface MetaContext {
  locale: Locale
  messages: Messages
  /** The site's public base URL without a trailing slash. */
  baseUrl: string
}

/** What a route's `meta` function needs from the root loader, read once. */
export function metaContextFrom(matches: readonly unknown[]): MetaContext {
  return {
    locale: localeFromMatches(matches),
    messages: messagesFromMatches(matches),
    baseUrl: baseUrlFromMatches(matches),
  }
}

export function pageMeta(title: string, description: string) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ]
}

/** pageMeta for a page of the visitor's own (account, registration, scouts): kept out of search. */
export function privatePageMeta(title: string, description: string) {
  return [...pageMeta(title, description), { name: 'robots', content: 'noindex' }]
}

export interface SeoPage {
  title: string
  description: string
  /** The page's own path (and query, where it selects the content), for canonical and og:url. */
  path: string
  /** An absolute or site-relative image for og:image. */
  image?: string | null
  type?: 'website' | 'article'
  /** Structured data for search engines, rendered as one JSON-LD script each. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>
  noindex?: boolean
}

/**
 * Title, description, canonical URL and Open Graph tags of a public page. URLs are absolute,
 * built on the configured public base URL, so every copy of the page names one address.
 */
export function seoMeta(matches: readonly unknown[], page: SeoPage) {
  const { locale, messages, baseUrl: base } = metaContextFrom(matches)
  const url = `${base}${page.path}`
  const site = messages.common.siteName
  const title = `${page.title} | ${site}`
  const tags: Record<string, unknown>[] = [
    ...pageMeta(title, page.description),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:url', content: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site },
    { property: 'og:locale', content: locale === 'en' ? 'en_US' : 'ja_JP' },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ]
  if (page.image) {
    tags.push({
      property: 'og:image',
      content: page.image.startsWith('http') ? page.image : `${base}${page.image}`,
    })
  }
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' })
  for (const item of page.jsonLd ?? []) tags.push({ 'script:ld+json': item })
  return tags
}

/** Shortens plain text for a meta description. */
export function describe(text: string | null | undefined, max = 120): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}
