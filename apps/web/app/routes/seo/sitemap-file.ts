import { SITEMAP_KINDS, type SitemapKind } from '@kakehashi/contracts'
import { siteBase, urlSetXml, xmlResponse } from '../../features/catalogue/sitemap-xml'
import { createServerApi } from '../../lib/api'
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
  const { urls } = await createServerApi(context, request).get<{
    urls: { path: string; lastmod: string | null }[]
  }>(`/api/v3/sitemap/${kind}/${match[2]}`)
  return xmlResponse(
    urlSetXml(urls.map((url) => ({ loc: `${base}${url.path}`, lastmod: url.lastmod }))),
  )
}
