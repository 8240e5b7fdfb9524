import { z } from 'zod'

/** Kinds of public pages the sitemap lists, one sitemap file (or several pages of one) each. */
export const SITEMAP_KINDS = [
  'static',
  'job_infos',
  'companies',
  'agents',
  'columns',
  'tags',
  'events',
  'special_events',
] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** URLs per sitemap file; the protocol allows 50,000, smaller files are cheaper to build. */
export const SITEMAP_PAGE_SIZE = 10_000

/** One page of one kind's sitemap: `/sitemap/job_infos/2`. */
export const sitemapPageParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS),
  page: z.coerce.number().int().min(1).max(1000),
})

export const sitemapIndexSchema = z
  .object({
    sitemaps: z.array(
      z.object({
        kind: z.enum(SITEMAP_KINDS),
        page: z.number().int(),
        lastmod: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'SeoSitemapIndex' })

export const sitemapPageSchema = z
  .object({
    urls: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
  })
  .meta({ id: 'SeoSitemapPage' })
