import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'
import {
  adminCertificationBodySchema,
  adminCertificationListSchema,
  adminCertificationSchema,
  adminUniversityBodySchema,
  adminUniversityListQuerySchema,
  adminUniversityListSchema,
  adminUniversitySchema,
  certificationsResponseSchema,
  industriesResponseSchema,
  languagesResponseSchema,
  majorTypesResponseSchema,
  messageTemplatesResponseSchema,
  prefecturesResponseSchema,
  universitiesSuggestQuerySchema,
  universitiesSuggestResponseSchema,
} from '../reference.ts'

const tags = ['reference']

/** The public reference lists forms and filters are built from. */
export const referenceEndpoints = {
  listIndustries: defineEndpoint({
    method: 'GET',
    path: '/industries',
    summary: 'Industries, parents with their children',
    tags,
    response: industriesResponseSchema,
  }),
  listLanguages: defineEndpoint({
    method: 'GET',
    path: '/languages',
    summary: 'Languages a candidate can list with a level',
    tags,
    response: languagesResponseSchema,
  }),
  listMajorTypes: defineEndpoint({
    method: 'GET',
    path: '/major_types',
    summary: 'Fields of study',
    tags,
    response: majorTypesResponseSchema,
  }),
  listMessageTemplates: defineEndpoint({
    method: 'GET',
    path: '/message_templates',
    summary: "The platform's short replies a candidate may start a scout reply from",
    description:
      'Each in Japanese (`title`, `body`) and English (`title_en`, `body_en`), in the order offered.',
    tags,
    response: messageTemplatesResponseSchema,
  }),
  listPrefectures: defineEndpoint({
    method: 'GET',
    path: '/prefectures',
    summary: 'Prefectures (48 is overseas)',
    tags,
    response: prefecturesResponseSchema,
  }),
  listCertifications: defineEndpoint({
    method: 'GET',
    path: '/certifications',
    summary: 'Certifications a candidate can list',
    tags,
    response: certificationsResponseSchema,
  }),
  suggestUniversities: defineEndpoint({
    method: 'GET',
    path: '/universities/suggest',
    summary: 'Universities whose name matches what was typed',
    tags,
    query: universitiesSuggestQuerySchema,
    response: universitiesSuggestResponseSchema,
  }),
}

/** The reference lists as administrators keep them: names change, nothing referenced is lost. */
export const referenceEditingEndpoints = {
  listAdminUniversities: defineEndpoint({
    method: 'GET',
    path: '/admin/universities',
    summary: 'Universities by name, reading or English name, with how many candidates name each',
    tags: ['admin'],
    query: adminUniversityListQuerySchema,
    response: adminUniversityListSchema,
  }),
  createAdminUniversity: defineEndpoint({
    method: 'POST',
    path: '/admin/universities',
    summary: 'Adds a university candidates can choose',
    tags: ['admin'],
    body: adminUniversityBodySchema,
    status: 201,
    response: adminUniversitySchema,
  }),
  updateAdminUniversity: defineEndpoint({
    method: 'PUT',
    path: '/admin/universities/:id',
    summary: 'Renames a university; candidates naming it are searched by the new name',
    tags: ['admin'],
    params: idParamsSchema,
    body: adminUniversityBodySchema,
    response: adminUniversitySchema,
  }),
  listAdminCertifications: defineEndpoint({
    method: 'GET',
    path: '/admin/certifications',
    summary: 'Every certification with how many candidates hold each',
    tags: ['admin'],
    response: adminCertificationListSchema,
  }),
  createAdminCertification: defineEndpoint({
    method: 'POST',
    path: '/admin/certifications',
    summary: 'Adds a certification candidates can list',
    tags: ['admin'],
    body: adminCertificationBodySchema,
    status: 201,
    response: adminCertificationSchema,
  }),
  updateAdminCertification: defineEndpoint({
    method: 'PUT',
    path: '/admin/certifications/:id',
    summary: 'Renames or moves a certification; candidates holding it are searched by the new name',
    tags: ['admin'],
    params: idParamsSchema,
    body: adminCertificationBodySchema,
    response: adminCertificationSchema,
  }),
}
