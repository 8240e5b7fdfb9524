import { SITEMAP_PAGE_SIZE, type SitemapKind } from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import type { SitemapUrl } from './seo-repository.ts'
import * as repository from './seo-repository.ts'

/** Public pages that exist whatever the data: lists, search, rankings, policies. */
const STATIC_PATHS = [
  '/',
  '/job_infos/search_conditions',
  '/job_infos/weekly_ranking',
  '/companies',
  '/agents',
  '/agents/search',
  '/columns',
  '/selected_columns',
  '/tags',
  '/events',
  '/privacy',
  '/cookie',
]

const countPages = (total: number) => Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE))

/** The sitemap files: one per kind, jobs split into pages of SITEMAP_PAGE_SIZE. */
export async function getSitemapIndex(db: DbOrTx) {
  const counts = await repository.countSitemapEntries(db)
  const sitemaps: { kind: SitemapKind; page: number; lastmod: Date | null }[] = [
    { kind: 'static', page: 1, lastmod: null },
  ]
  for (const kind of Object.keys(counts) as (keyof typeof counts)[]) {
    const { total, lastmod } = counts[kind]
    if (total === 0) continue
    // Agents list two URLs each (profile and evaluations), so their pages fill twice as fast.
    const urlsPerRecord = kind === 'agents' ? 2 : 1
    for (let page = 1; page <= countPages(total * urlsPerRecord); page += 1) {
      sitemaps.push({ kind, page, lastmod: lastmod ?? null })
    }
  }
  return sitemaps
}

/** The URLs of one sitemap file; an empty list for a page past the end. */
export async function getSitemapPage(
  db: DbOrTx,
  kind: SitemapKind,
  page: number,
): Promise<SitemapUrl[]> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE
  switch (kind) {
    case 'static': {
      if (page !== 1) return []
      const rankingPaths = await repository.listRankingJobTypePaths(db)
      return [
        ...STATIC_PATHS,
        ...rankingPaths.map((path) => `/job_infos/weekly_ranking/job_types/${path}`),
      ].map((path) => ({ path, lastmod: null }))
    }
    // Agents list two URLs each (profile and evaluations), so a page holds half as many.
    case 'agents':
      return repository.listRecordUrls(db, kind, offset / 2, SITEMAP_PAGE_SIZE / 2)
    case 'tags':
      return repository.listTagUrls(db, offset, SITEMAP_PAGE_SIZE)
    case 'job_infos':
    case 'companies':
    case 'columns':
    case 'events':
      return repository.listRecordUrls(db, kind, offset, SITEMAP_PAGE_SIZE)
    case 'special_events':
      return page === 1 ? repository.listSpecialEventUrls(db) : []
  }
}
