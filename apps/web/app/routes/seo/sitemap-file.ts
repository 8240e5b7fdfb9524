import { SITEMAP_KINDS, type SitemapKind } from '@kakehashi/contracts'
import { siteBase, urlSetXml, xmlResponse } from '../../features/catalogue/sitemap-xml'
import { createServerApi } from '../../lib/api'
import { isApiError } from '../../lib/api-client'
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
  let urls: { path: string; lastmod: string | null }[]
  try {
    ;({ urls } = await createServerApi(context, request).get<{ urls: typeof urls }>(
      `/api/v3/sitemap/${kind}/${match[2]}`,
    ))
  } catch (error) {
    // A page past the end of a kind does not exist; anything else is a real failure.
    if (isApiError(error) && error.status === 404) throw new Response('Not Found', { status: 404 })
    throw error
  }
  return xmlResponse(
    urlSetXml(urls.map((url) => ({ loc: `${base}${url.path}`, lastmod: url.lastmod }))),
  )
}
