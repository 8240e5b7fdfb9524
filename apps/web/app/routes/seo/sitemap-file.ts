import { SITEMAP_KINDS, type SitemapKind } from '@kakehashi/contracts'
import { fetchSitemapPage } from '../../features/catalogue/api'
import { siteBase, urlSetXml, xmlResponse } from '../../features/catalogue/sitemap-xml'
import { createServerApi } from '../../lib/api'
import { orNull } from '../../lib/route-data'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/sitemap-file'

const FILE_NAME = /^([a-z_]+)-(\d+)\.xml$/

/** /sitemaps/{kind}-{page}.xml: one sitemap file; anything else is a 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const match = FILE_NAME.exec(params.file)
  const kind = match?.[1] as SitemapKind | undefined
  if (!match || !kind || !SITEMAP_KINDS.includes(kind)) {
    throw new Response('Not Found', { status: 404 })
  }
  const base = siteBase(context.get(serverContext).publicConfig.baseUrl)
  // A page past the end of a kind does not exist; anything else is a real failure.
  const sitemap = await orNull(
    fetchSitemapPage(createServerApi(context, request), kind, Number(match[2])),
  )
  if (!sitemap) throw new Response('Not Found', { status: 404 })
  return xmlResponse(
    urlSetXml(sitemap.urls.map((url) => ({ loc: `${base}${url.path}`, lastmod: url.lastmod }))),
  )
}
