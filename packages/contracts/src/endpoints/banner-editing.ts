import {
  adminBannerBodySchema,
  adminBannerListQuerySchema,
  adminBannerListSchema,
  adminBannerSchema,
} from '../banner-editing.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['admin']

/** Banner jobs as administrators place them. */
export const bannerEditingEndpoints = {
  listAdminBanners: defineEndpoint({
    method: 'GET',
    path: '/admin/banner_job_infos',
    summary: 'Every banner job in position order, optionally those with a trigger word',
    tags,
    query: adminBannerListQuerySchema,
    response: adminBannerListSchema,
  }),
  createAdminBanner: defineEndpoint({
    method: 'POST',
    path: '/admin/banner_job_infos',
    summary: 'Places a job as a banner for its trigger words; the transaction id is unique',
    tags,
    body: adminBannerBodySchema,
    status: 201,
    response: adminBannerSchema,
  }),
  updateAdminBanner: defineEndpoint({
    method: 'PUT',
    path: '/admin/banner_job_infos/:id',
    summary: 'Changes a banner job',
    tags,
    params: idParamsSchema,
    body: adminBannerBodySchema,
    response: adminBannerSchema,
  }),
  deleteAdminBanner: defineEndpoint({
    method: 'DELETE',
    path: '/admin/banner_job_infos/:id',
    summary: 'Ends a banner placement',
    tags,
    params: idParamsSchema,
    status: 204,
  }),
}
