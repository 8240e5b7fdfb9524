/** Escapes text for an XML element body. */
function xmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

interface SitemapEntry {
  loc: string
  lastmod: string | null
}

function entries(tag: 'url' | 'sitemap', items: SitemapEntry[]): string {
  return items
    .map((item) => {
      const lastmod = item.lastmod ? `<lastmod>${xmlText(item.lastmod)}</lastmod>` : ''
      return `<${tag}><loc>${xmlText(item.loc)}</loc>${lastmod}</${tag}>`
    })
    .join('\n')
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export function sitemapIndexXml(items: SitemapEntry[]): string {
  return `${HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', items)}\n</sitemapindex>\n`
}

export function urlSetXml(items: SitemapEntry[]): string {
  return `${HEADER}\n<urlset xmlns="${NAMESPACE}">\n${entries('url', items)}\n</urlset>\n`
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}

/** The site's absolute base URL without a trailing slash. */
export function siteBase(baseUrl: string): string {
  return baseUrl.replace(/\/$/, '')
}
