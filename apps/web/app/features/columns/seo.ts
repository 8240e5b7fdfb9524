import type { Locale } from '@kakehashi/contracts'
import { localised } from '../../lib/localised'
import { agentPath, columnPath } from '../../lib/paths'
import type { ColumnDetail } from './api'

const absolute = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : base + path)

/** Article structured data (schema.org) of a column page. */
export function articleJsonLd(
  column: ColumnDetail,
  options: { locale: Locale; baseUrl: string; siteName: string },
): Record<string, unknown> {
  const { baseUrl, locale } = options
  const publisher = { '@type': 'Organization', name: options.siteName, url: baseUrl || undefined }
  // An agent's column is by a consultant (the byline) of that firm; a column without an agent
  // is by the site's editors, whose byline names the desk rather than a person.
  const authors: Record<string, unknown>[] = []
  if (column.agent) {
    if (column.author) authors.push({ '@type': 'Person', name: column.author })
    authors.push({
      '@type': 'Organization',
      name: localised(locale, column.agent.name, column.agent.nameEn),
      url: absolute(baseUrl, agentPath(column.agent.id)),
    })
  } else {
    authors.push({ ...publisher, name: column.author || options.siteName })
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: localised(locale, column.title, column.titleEn),
    description: column.summary || undefined,
    datePublished: column.publishedAt,
    // A column edited before its scheduled publication was, to a reader, changed when published.
    dateModified:
      Date.parse(column.updatedAt) > Date.parse(column.publishedAt)
        ? column.updatedAt
        : column.publishedAt,
    author: authors.length === 1 ? authors[0] : authors,
    image: column.thumbnail ? [absolute(baseUrl, column.thumbnail)] : undefined,
    mainEntityOfPage: absolute(baseUrl, columnPath(column.id)),
    publisher,
    keywords:
      column.tags.map((tag) => localised(locale, tag.name, tag.nameEn)).join(', ') || undefined,
  }
}
