import { fetchSitemapIndex } from '../../features/catalogue/api'
import { siteBase, sitemapIndexXml, xmlResponse } from '../../features/catalogue/sitemap-xml'
import { createServerApi } from '../../lib/api'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/sitemap-index'

/** /sitemap.xml: the index of the per-kind sitemap files. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const base = siteBase(context.get(serverContext).publicConfig.baseUrl)
  const { sitemaps } = await fetchSitemapIndex(createServerApi(context, request))
  return xmlResponse(
    sitemapIndexXml(
      sitemaps.map((item) => ({
        loc: `${base}/sitemaps/${item.kind}-${item.page}.xml`,
        lastmod: item.lastmod,
      })),
    ),
  )
}
