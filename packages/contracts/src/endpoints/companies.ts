import {
  companyDetailSchema,
  companyFollowBodySchema,
  companyFollowSchema,
  companyListQuerySchema,
  companyListResponseSchema,
  companySuggestQuerySchema,
  companySuggestResponseSchema,
} from '../companies.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['companies']

/** Companies of the public catalogue, and candidates following them. */
export const companyEndpoints = {
  listCompanies: defineEndpoint({
    method: 'GET',
    path: '/companies',
    summary: 'Companies, filtered by keyword, industry, prefecture and foreign affiliation',
    tags,
    query: companyListQuerySchema,
    response: companyListResponseSchema,
  }),
  suggestCompanies: defineEndpoint({
    method: 'GET',
    path: '/companies/suggest',
    summary: 'Company names for an autocomplete box',
    tags,
    query: companySuggestQuerySchema,
    response: companySuggestResponseSchema,
  }),
  getCompany: defineEndpoint({
    method: 'GET',
    path: '/companies/:id',
    summary: "A company's profile, its public job count and the caller's follow",
    tags,
    params: idParamsSchema,
    response: companyDetailSchema,
  }),
  followCompany: defineEndpoint({
    method: 'POST',
    path: '/candidate/company_follows',
    summary: 'Follow a company; repeating the call returns the existing follow (200)',
    tags,
    body: companyFollowBodySchema,
    status: 201,
    existingStatus: 200,
    response: companyFollowSchema,
  }),
  unfollowCompany: defineEndpoint({
    method: 'DELETE',
    path: '/candidate/company_follows/:id',
    summary: "Unfollow; only the caller's own follow",
    tags,
    params: idParamsSchema,
    status: 204,
  }),
}
