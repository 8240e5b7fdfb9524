import { Writable } from 'node:stream'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { PERSONAL_CACHE_CONTROL } from '@kakehashi/contracts'
import { catalogueParts } from '@kakehashi/i18n'
import { renderToPipeableStream } from 'react-dom/server'
import {
  createRequestHandler,
  type EntryContext,
  type HandleDataRequestFunction,
  RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { sessionUserContext } from './lib/access'
import { registerCatalogue } from './lib/catalogues'
import { CspNonceContext } from './lib/csp-nonce'
import { createEmotionCache } from './lib/emotion-cache'
import { localeFromCookieHeader } from './lib/locale'
import { type ServerContext, serverContext } from './lib/server-context'
import { type ShellData, ShellDataContext } from './lib/shell-data'

export const streamTimeout = 5_000

/** The shell's data from the request itself, for pages the root loader did not answer. */
function shellData(request: Request, loadContext: RouterContextProvider): ShellData {
  return {
    locale: localeFromCookieHeader(request.headers.get('cookie')),
    publicConfig: loadContext.get(serverContext).publicConfig,
    currentUser: loadContext.get(sessionUserContext),
    toast: null,
  }
}

// The server renders either language for any visitor, so it holds every part of both.
registerCatalogue('ja', catalogueParts.ja)
registerCatalogue('en', catalogueParts.en)

/**
 * The hosting server imports these from the build (`build.entry.module`), so it shares this
 * bundle's React Router instance instead of carrying its own copy.
 */
export { createRequestHandler }

export function createLoadContext(value: ServerContext): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(serverContext, value)
  return context
}

/**
 * A signed-in visitor's pages and page data show who they are (the header's name, their scouts),
 * so no cache, shared or the browser's own, may keep them.
 */
function markPersonal(headers: Headers, loadContext: Readonly<RouterContextProvider>) {
  if (loadContext.get(sessionUserContext)) headers.set('Cache-Control', PERSONAL_CACHE_CONTROL)
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  markPersonal(response.headers, context)
  return response
}

/**
 * Renders the whole document before answering: the page's critical CSS (emotion) goes into
 * <head>, and the status code is final (a 404 or a rendering error is known before any byte).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  markPersonal(responseHeaders, loadContext)
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // Given by the host with the answer's content security policy; every inline script needs it.
  const { cspNonce } = loadContext.get(serverContext)

  return new Promise<Response>((resolve, reject) => {
    const cache = createEmotionCache()
    const emotionServer = createEmotionServer(cache)
    let status = responseStatusCode
    let isShellRendered = false

    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <CspNonceContext.Provider value={cspNonce}>
          <ShellDataContext.Provider value={shellData(request, loadContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
          </ShellDataContext.Provider>
        </CspNonceContext.Provider>
      </CacheProvider>,
      {
        nonce: cspNonce,
        // The document goes out whole, so nothing is gained by React's outlining of a large
        // Suspense boundary (over 12.8 kB: the recruiter's and administrator's layouts, lazy on
        // the client) into a hidden copy at the end of the body, shown by a script a frame or
        // more later. It delayed the page's paint, and when the page hydrated first and changed
        // before the copy was shown, React rendered the layout itself and the hidden copy stayed,
        // every form and id in it twice.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          isShellRendered = true
          const chunks: Buffer[] = []
          const sink = new Writable({
            write(chunk, _encoding, callback) {
              chunks.push(Buffer.from(chunk))
              callback()
            },
            final(callback) {
              clearTimeout(timeout)
              const html = Buffer.concat(chunks).toString('utf8')
              const styles = emotionServer.constructStyleTagsFromChunks(
                emotionServer.extractCriticalToChunks(html),
              )
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              resolve(
                new Response(html.replace('</head>', `${styles}</head>`), {
                  status,
                  headers: responseHeaders,
                }),
              )
              callback()
            },
          })
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          // Errors before the shell reject above and React Router renders the error page.
          if (isShellRendered) console.error(error)
        },
      },
    )

    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
  })
}
