import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import { API_PREFIX } from '@kakehashi/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { toPublicConfig } from '../config.ts'
import { createPageCache, type StoredPage, sharedMaxAge } from '../lib/page-cache.ts'
import { requestLocale } from '../lib/request-locale.ts'
import { cspNonceOf } from './security-headers.ts'
import { readSessionToken } from './session.ts'

export const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url))
export const WEB_BUILD_DIR = path.join(WEB_ROOT, 'build')
const SERVER_BUILD = path.join(WEB_BUILD_DIR, 'server', 'index.js')

/** What the web build's entry module exports for its host (see apps/web/app/entry.server.tsx). */
interface WebEntry {
  createRequestHandler(
    build: unknown,
    mode: string,
  ): (request: Request, context: unknown) => Promise<Response>
  createLoadContext(value: {
    apiFetch: typeof fetch
    publicConfig: ReturnType<typeof toPublicConfig>
    enableTestRoutes: boolean
    cspNonce: string | undefined
  }): unknown
}

interface ServerBuild {
  entry: { module: WebEntry }
}

export function hasWebBuild(): boolean {
  return existsSync(SERVER_BUILD)
}

/**
 * Lets loaders call the API in-process: a fetch that goes through `app.inject`, carrying the
 * visitor's headers, so server rendering uses the same routes and authorisation as the browser.
 */
export function createInjectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      typeof input === 'string' || input instanceof URL ? new URL(input, 'http://internal') : input,
      init,
    )
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const forwarded = Object.fromEntries(request.headers)
    // Compressing an answer that never leaves the process is wasted work, and a Response built
    // from it would hand its readers the compressed bytes.
    delete forwarded['accept-encoding']
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: forwarded,
      ...(body ? { payload: body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item)
    }
    const isBodyless = response.statusCode === 204 || response.statusCode === 304
    return new Response(isBodyless ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    })
  }
}

function toWebRequest(request: FastifyRequest, abort: AbortController): Request {
  const raw: IncomingMessage = request.raw
  const url = new URL(request.url, `${request.protocol}://${request.host}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers,
    signal: abort.signal,
    ...(hasBody ? { body: Readable.toWeb(raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

/** Bodies of kept pages, at most; a public page is some 100 KB, so several hundred pages. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024
/** Stands for the answer's nonce in a kept page; each visitor's answer gets its own again. */
const NONCE_SLOT = '__kakehashi_csp_nonce__'

/**
 * The key of the page an anonymous visitor asks for, or null when the answer must be rendered
 * for this visitor alone: a signed-in visitor (a session cookie or a bearer token, valid or
 * not) or anything but a GET. The language (a cookie) and the host (the home link and
 * addresses follow it) are all of the visitor that an anonymous page depends on.
 */
function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || readSessionToken(request) !== null) return null
  return `${requestLocale(request)} ${request.host} ${request.url}`
}

/**
 * A rendered answer as the page cache keeps it, with this answer's nonce taken out. It may be
 * kept for the seconds its route allows shared caches (`s-maxage`, `publicPageHeaders` on the
 * web side), and only when it is a 200 that sets no cookie.
 */
async function toStoredPage(response: Response, nonce: string) {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: StoredPage['headers'] = []
  for (const [name, value] of response.headers) {
    // The length changes with the nonce written back in; the server counts the bytes it sends.
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value])
  }
  const keepSeconds =
    response.status === 200 && response.headers.getSetCookie().length === 0
      ? sharedMaxAge(response.headers.get('cache-control'))
      : null
  const page: StoredPage = {
    status: response.status,
    headers,
    body: Buffer.from(body.toString('utf8').replaceAll(nonce, NONCE_SLOT)),
  }
  return { page, keepSeconds }
}

function sendStoredPage(reply: FastifyReply, page: StoredPage, hit: boolean) {
  reply.status(page.status)
  for (const [name, value] of page.headers) reply.header(name, value)
  reply.header('x-page-cache', hit ? 'hit' : 'miss')
  // This answer's policy names a fresh nonce; the kept page must carry it.
  return reply.send(
    Buffer.from(page.body.toString('utf8').replaceAll(NONCE_SLOT, cspNonceOf(reply))),
  )
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}

/**
 * Serves the React Router app for every path outside the API: hashed assets from the client
 * build (precompressed), everything else through server rendering (compressed on the fly by the
 * compression plugin). In development Vite serves modules with hot reload and the server build is
 * loaded fresh on each request.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { mode: 'production' | 'development' },
) {
  const publicConfig = toPublicConfig(app.config)
  const apiFetch = createInjectFetch(app)
  let loadBuild: () => Promise<ServerBuild>

  if (options.mode === 'development') {
    const middie = (await import('@fastify/middie')).default
    const { createServer } = await import('vite')
    const vite = await createServer({
      root: WEB_ROOT,
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    })
    await app.register(middie)
    app.use((req, res, next) => {
      if (req.url?.startsWith(API_PREFIX)) return next()
      vite.middlewares(req, res, next)
    })
    app.addHook('onClose', () => vite.close())
    loadBuild = () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as unknown as Promise<ServerBuild>
  } else {
    if (!hasWebBuild()) throw new Error(`The web app is not built: ${SERVER_BUILD} is missing`)
    const build = (await import(SERVER_BUILD)) as ServerBuild
    loadBuild = async () => build
    const clientDir = path.join(WEB_BUILD_DIR, 'client')
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes brotli and gzip copies beside each asset (apps/web/vite/precompress.ts);
      // the one the browser accepts goes out, with `Vary: Accept-Encoding`.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed file names change with content, so browsers may keep them for a year.
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable')
        }
      },
    })
  }

  const mode = options.mode
  // Anonymous visitors' public pages, rendered once for many (decision 021). In development
  // every request renders, so an edit shows at once.
  const pageCache = mode === 'production' ? createPageCache({ maxBytes: PAGE_CACHE_BYTES }) : null
  if (pageCache) {
    // Any change the platform serves (an API write, a form action) may change what a kept page
    // shows: forget them all, so this process never shows a page older than a change it made.
    // Watched on the HTTP server, since the API's routes are registered (with their hooks) by now.
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? 'GET')) return
      response.once('finish', () => {
        if (response.statusCode < 400) pageCache.clear()
      })
    })
  }
  // One handler per build: production keeps one for its life, development gets a new one per edit.
  const handlers = new WeakMap<ServerBuild, ReturnType<WebEntry['createRequestHandler']>>()
  await app.register(async (web) => {
    // React Router reads request bodies (form actions) itself, from the raw stream.
    web.removeAllContentTypeParsers()
    web.addContentTypeParser('*', (_request, _payload, done) => done(null))

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const build = await loadBuild()
        const entry = build.entry.module
        let handle = handlers.get(build)
        if (!handle) {
          handle = entry.createRequestHandler(build, mode)
          handlers.set(build, handle)
        }
        const abort = new AbortController()
        reply.raw.on('close', () => abort.abort())
        const render = (request: FastifyRequest) =>
          handle(
            toWebRequest(request, abort),
            entry.createLoadContext({
              apiFetch,
              publicConfig,
              enableTestRoutes: app.config.enableTestRoutes,
              cspNonce: cspNonceOf(reply),
            }),
          )
        const key = pageCache ? pageCacheKey(request) : null
        if (!pageCache || key === null) return sendWebResponse(reply, await render(request))
        const { page, hit } = await pageCache.through(key, async () =>
          toStoredPage(await render(request), cspNonceOf(reply)),
        )
        return sendStoredPage(reply, page, hit)
      },
    })
  })
}
