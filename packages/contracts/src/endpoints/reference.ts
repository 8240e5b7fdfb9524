import { defineEndpoint } from '../endpoint.ts'
import {
  certificationsResponseSchema,
  industriesResponseSchema,
  languagesResponseSchema,
  majorTypesResponseSchema,
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
