import { API_PREFIX, seoEndpoints as endpoints } from '@kakehashi/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../errors/app-error.ts'
import { serveEndpoint } from '../../lib/serve-endpoint.ts'
import { PUBLIC } from '../../plugins/access.ts'
import * as service from './seo-service.ts'

/**
 * Pages whose prerendered payload (`{path}/_payload.json`, spec section 7) is the public API
 * document the page is rendered from. The payload is fetched without the visitor's cookies:
 * it is the same for everyone and may be cached by any proxy.
 */
interface PayloadSource {
  /** The API document the page is rendered from. */
  url: (params: Record<string, string>) => string
  /** Whether the document belongs at this path (a session under its own group's name). */
  belongs?: (document: unknown, params: Record<string, string>) => boolean
}

const PAYLOAD_SOURCES: Record<string, PayloadSource> = {
  '/job_infos/:id/_payload.json': { url: (p) => `${API_PREFIX}/job_infos/${p.id}` },
  '/companies/:id/_payload.json': { url: (p) => `${API_PREFIX}/companies/${p.id}` },
  '/agents/:id/_payload.json': { url: (p) => `${API_PREFIX}/agents/${p.id}` },
  '/columns/:id/_payload.json': { url: (p) => `${API_PREFIX}/columns/${p.id}` },
  '/tags/:id/_payload.json': { url: (p) => `${API_PREFIX}/tags/${p.id}` },
  '/events/:id/_payload.json': { url: (p) => `${API_PREFIX}/events/${p.id}` },
  '/special_events/:groupName/:id/_payload.json': {
    url: (p) => `${API_PREFIX}/special_events/${p.id}`,
    belongs: (document, p) =>
      (document as { special_event_group?: { name?: string } }).special_event_group?.name ===
      p.groupName,
  },
}

const cacheHeader = 'public, max-age=300'

/** What search engines need: the sitemap's data and the prerendered payloads of public pages. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  serveEndpoint(app, endpoints.getSitemapIndex, { access: PUBLIC }, async (_request, reply) => {
    const sitemaps = await service.getSitemapIndex(db)
    reply.header('Cache-Control', cacheHeader)
    return {
      sitemaps: sitemaps.map((item) => ({
        kind: item.kind,
        page: item.page,
        lastmod: item.lastmod?.toISOString() ?? null,
      })),
    }
  })

  serveEndpoint(app, endpoints.getSitemapPage, { access: PUBLIC }, async (request, reply) => {
    const urls = await service.getSitemapPage(db, request.params.kind, request.params.page)
    if (urls.length === 0 && request.params.page > 1) throw notFound('Sitemap page')
    reply.header('Cache-Control', cacheHeader)
    return {
      urls: urls.map((url) => ({ path: url.path, lastmod: url.lastmod?.toISOString() ?? null })),
    }
  })

  for (const [url, payload] of Object.entries(PAYLOAD_SOURCES)) {
    app.get(url, { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
      const params = request.params as Record<string, string>
      if (!/^\d+$/.test(params.id ?? '')) throw notFound('Page')
      const response = await app.inject({
        method: 'GET',
        url: payload.url(params),
        headers: { accept: 'application/json' },
      })
      if (response.statusCode === 200 && payload.belongs?.(response.json(), params) === false) {
        throw notFound('Page')
      }
      reply.status(response.statusCode)
      reply.header('content-type', 'application/json; charset=utf-8')
      if (response.statusCode === 200) reply.header('Cache-Control', cacheHeader)
      return reply.send(response.rawPayload)
    })
  }
}
