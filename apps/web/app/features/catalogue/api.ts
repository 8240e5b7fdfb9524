import { type SitemapKind, seoEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The sitemap's data, typed by the contracts.

export type SitemapIndex = CallResult<typeof seoEndpoints.getSitemapIndex>
export type SitemapPage = CallResult<typeof seoEndpoints.getSitemapPage>

export function fetchSitemapIndex(api: ApiClient): Promise<SitemapIndex> {
  return api.call(seoEndpoints.getSitemapIndex)
}

/** One page of one kind's sitemap; a page past the end answers 404. */
export function fetchSitemapPage(
  api: ApiClient,
  kind: SitemapKind,
  page: number,
): Promise<SitemapPage> {
  return api.call(seoEndpoints.getSitemapPage, { params: { kind, page } })
}
