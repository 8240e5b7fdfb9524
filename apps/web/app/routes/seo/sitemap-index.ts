import type { SitemapKind } from '@kakehashi/contracts'
import { siteBase, sitemapIndexXml, xmlResponse } from '../../features/catalogue/sitemap-xml'
import { createServerApi } from '../../lib/api'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/sitemap-index'

/** /sitemap.xml: the index of the per-kind sitemap files. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const base = siteBase(context.get(serverContext).publicConfig.baseUrl)
  const { sitemaps } = await createServerApi(context, request).get<{
    sitemaps: { kind: SitemapKind; page: number; lastmod: string | null }[]
  }>('/api/v3/sitemap')
  return xmlResponse(
    sitemapIndexXml(
      sitemaps.map((item) => ({
        loc: `${base}/sitemaps/${item.kind}-${item.page}.xml`,
        lastmod: item.lastmod,
      })),
    ),
  )
}
