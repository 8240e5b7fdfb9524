import sanitizeHtml from 'sanitize-html'

// Column bodies are HTML from an editor, and the database may hold HTML from anywhere (imports,
// older tools), so the API cleans every body on the way out, whatever was stored. What remains is
// the markup an article needs; everything that can run code, load frames or restyle the page goes.

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6']
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']

const ALLOWED_TAGS = [
  ...HEADINGS,
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'img',
  ...TABLES,
  'blockquote',
]

const isAbsoluteHttp = (url: string) => /^https?:\/\//i.test(url.trim())

function sameOrigin(url: string, siteOrigin: string | undefined): boolean {
  if (!siteOrigin) return false
  try {
    return new URL(url.trim()).origin === new URL(siteOrigin).origin
  } catch {
    return false
  }
}

export interface SanitiseOptions {
  /** The site's own origin: absolute links to it count as internal. */
  siteOrigin?: string
}

/** The column body as pages may render it: allowed markup only, external links made safe. */
export function sanitiseColumnHtml(dirty: string, options: SanitiseOptions = {}): string {
  return sanitizeHtml(dirty, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    // `//host/path` would leave the site while looking relative.
    allowProtocolRelative: false,
    // Script and style contents are dropped with their tags, never shown as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
    transformTags: {
      // The page title is the article's one h1; a heading inside the body steps down.
      h1: 'h2',
      a: (tagName, attribs) => {
        const { rel: _rel, target: _target, ...rest } = attribs
        const href = rest.href ?? ''
        if (isAbsoluteHttp(href) && !sameOrigin(href, options.siteOrigin)) {
          return {
            tagName,
            attribs: { ...rest, rel: 'noopener noreferrer', target: '_blank' },
          }
        }
        return { tagName, attribs: rest }
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
    // An image whose source was refused would only be an empty box.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  })
}
