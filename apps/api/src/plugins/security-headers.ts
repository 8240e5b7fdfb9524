import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import helmet from '@fastify/helmet'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

/**
 * Where the pages reach beyond their own origin. Each entry is here because a page uses it;
 * anything else a page tries to load is refused by the browser.
 */
export const EXTERNAL_SOURCES = {
  /** The agent movies' players, put in only after the visitor presses play. */
  videoFrames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  /** Google Tag Manager and the Google Analytics tags it loads (only with `GTM_ID`). */
  tagManagerScripts: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  tagManagerConnections: [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
} as const

// The nonce is made while helmet writes the header and read by the page renderer later in the
// same request; keyed by the raw response so nothing outlives the request.
const nonces = new WeakMap<ServerResponse, string>()

/** The nonce this answer's policy allows inline scripts with; undefined before the headers. */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return nonces.get(reply.raw)
}

function scriptNonce(_request: unknown, response: ServerResponse): string {
  const nonce = randomBytes(16).toString('base64')
  nonces.set(response, nonce)
  return `'nonce-${nonce}'`
}

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : []
}

/** The policy of every answer that is not a page (decision 020). */
export const SUBRESOURCE_POLICY = "default-src 'none';frame-ancestors 'none'"

type Directive = string | ((request: unknown, response: ServerResponse) => string)

/**
 * The content security policy of every answer. Scripts: our own files and inline scripts that
 * carry this request's nonce (React Router's hydration scripts, the GTM bootstrap), plus the tag
 * manager only when a container is configured. Styles allow 'unsafe-inline': emotion (MUI) adds
 * style elements while the page runs and MUI renders style attributes in the server's HTML,
 * neither of which a nonce can cover (decision 020).
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'gtmId' | 'sentryDsnWeb' | 'isDevelopment'>,
): Record<string, Directive[]> {
  const tagManager = Boolean(config.gtmId)
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", scriptNonce, ...(tagManager ? EXTERNAL_SOURCES.tagManagerScripts : [])],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Column bodies may show images from any https address, logos and thumbnails are addresses
    // kept in the database, an icon being chosen is previewed from a blob: address.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      ...(tagManager ? EXTERNAL_SOURCES.tagManagerConnections : []),
      ...originOf(config.sentryDsnWeb),
      // Vite's hot reload talks over a WebSocket of its own port in development.
      ...(config.isDevelopment ? ['ws:', 'wss:'] : []),
    ],
    frameSrc: [...EXTERNAL_SOURCES.videoFrames],
    manifestSrc: ["'self'"],
  }
}

/**
 * Security headers on every answer, pages, assets and API alike (@fastify/helmet): the content
 * security policy above, no framing, no MIME sniffing, the origin only as referrer to other sites.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        // Helmet's defaults add upgrade-insecure-requests, which would rewrite every request of a
        // site served over plain http (localhost, a LAN address) to https and break it.
        useDefaults: false,
        directives: contentSecurityPolicy(app.config),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Video players of other sites are embedded; requiring them to opt in would break them.
      crossOriginEmbedderPolicy: false,
    })
    // A policy governs the document that carries it; a script, a stylesheet or JSON runs under
    // its page's. Those answers get the short policy of an API (nothing may load, nothing may
    // frame it, should one be opened as a document), not the page's 600 bytes, which a phone
    // would otherwise download again with each of a page's 60 scripts.
    app.addHook('onSend', async (_request, reply) => {
      const type = String(reply.getHeader('content-type') ?? '')
      if (!type.startsWith('text/html')) {
        reply.header('content-security-policy', SUBRESOURCE_POLICY)
      }
    })
  },
  { name: 'security-headers' },
)
