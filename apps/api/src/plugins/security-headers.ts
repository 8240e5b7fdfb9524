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

// The nonce is made when the page renderer first asks for it, or when the policy is written,
// whichever comes first; keyed by the raw response so nothing outlives the request.
const nonces = new WeakMap<ServerResponse, string>()

/** The nonce this answer's page policy allows inline scripts with, made on first use. */
export function cspNonceOf(reply: FastifyReply): string {
  let nonce = nonces.get(reply.raw)
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64')
    nonces.set(reply.raw, nonce)
  }
  return nonce
}

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : []
}

/** The policy of every answer that is not a page (decision 020). */
export const SUBRESOURCE_POLICY = "default-src 'none';frame-ancestors 'none'"

/** Where the page's policy names the answer's nonce. */
const NONCE_SOURCE = Symbol('nonce')

/**
 * The content security policy of every page. Scripts: our own files and inline scripts that
 * carry this request's nonce (React Router's hydration scripts, the GTM bootstrap), plus the tag
 * manager only when a container is configured. Styles allow 'unsafe-inline': emotion (MUI) adds
 * style elements while the page runs and MUI renders style attributes in the server's HTML,
 * neither of which a nonce can cover (decision 020).
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'gtmId' | 'sentryDsnWeb' | 'isDevelopment'>,
): Record<string, (string | typeof NONCE_SOURCE)[]> {
  const tagManager = Boolean(config.gtmId)
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': [
      "'self'",
      NONCE_SOURCE,
      ...(tagManager ? EXTERNAL_SOURCES.tagManagerScripts : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Column bodies may show images from any https address, logos and thumbnails are addresses
    // kept in the database, an icon being chosen is previewed from a blob: address.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(tagManager ? EXTERNAL_SOURCES.tagManagerConnections : []),
      ...originOf(config.sentryDsnWeb),
      // Vite's hot reload talks over a WebSocket of its own port in development.
      ...(config.isDevelopment ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': [...EXTERNAL_SOURCES.videoFrames],
    'manifest-src': ["'self'"],
  }
}

/** Stands for the nonce in the policy's text: a character no source contains. */
const NONCE_MARK = '\u0000'

/** The page's policy as a header, written once: the text before the nonce and after it. */
function pagePolicyHeader(config: Parameters<typeof contentSecurityPolicy>[0]) {
  const [before, after] = Object.entries(contentSecurityPolicy(config))
    .map(([name, sources]) =>
      [name, ...sources.map((source) => (source === NONCE_SOURCE ? NONCE_MARK : source))].join(' '),
    )
    .join(';')
    .split(NONCE_MARK) as [string, string]
  return (nonce: string) => `${before}'nonce-${nonce}'${after}`
}

/**
 * Security headers on every answer, pages, assets and API alike: no framing, no MIME sniffing,
 * the origin only as referrer to other sites (@fastify/helmet), and a content security policy.
 * A page gets the policy above with its answer's nonce. A policy governs the document that
 * carries it; a script, a stylesheet or JSON runs under its page's. Those answers get the short
 * policy of an API (nothing may load, nothing may frame it, should one be opened as a document),
 * not the page's 600 bytes, which a phone would otherwise download again with each of a page's
 * 60 scripts. The policy is written once the answer's type is known, not by helmet before the
 * route, which built the page's policy and a nonce for every answer (0.1 ms of every API call).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Video players of other sites are embedded; requiring them to opt in would break them.
      crossOriginEmbedderPolicy: false,
    })
    const pagePolicy = pagePolicyHeader(app.config)
    app.addHook('onSend', async (_request, reply) => {
      const type = String(reply.getHeader('content-type') ?? '')
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? pagePolicy(cspNonceOf(reply)) : SUBRESOURCE_POLICY,
      )
    })
  },
  { name: 'security-headers' },
)
