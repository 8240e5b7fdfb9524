import { defineEndpoint } from '../endpoint.ts'
import { sitemapIndexSchema, sitemapPageParamsSchema, sitemapPageSchema } from '../seo.ts'

const tags = ['seo']

/** What search engines need: the sitemap's data. */
export const seoEndpoints = {
  getSitemapIndex: defineEndpoint({
    method: 'GET',
    path: '/sitemap',
    summary: 'The sitemap files there are: one or more pages of each kind of public page',
    tags,
    response: sitemapIndexSchema,
  }),
  getSitemapPage: defineEndpoint({
    method: 'GET',
    path: '/sitemap/:kind/:page',
    summary: 'The public paths of one sitemap page, with their last change',
    tags,
    params: sitemapPageParamsSchema,
    response: sitemapPageSchema,
  }),
}
