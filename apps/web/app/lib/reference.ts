import {
  recruiterProfileEndpoints,
  referenceEndpoints,
  UNIVERSITY_LOOKUP_LIMIT,
} from '@kakehashi/contracts'
import type { ApiClient, CallResult } from './api-client'

// The reference lists every form and filter is built from, fetched one way. Job types, a
// catalogue of the jobs domain, come from features/jobs like the rest of that domain.

export type Industry = CallResult<typeof referenceEndpoints.listIndustries>['industries'][number]
export type Prefecture = CallResult<
  typeof referenceEndpoints.listPrefectures
>['prefectures'][number]
export type Language = CallResult<typeof referenceEndpoints.listLanguages>['languages'][number]
export type Certification = CallResult<
  typeof referenceEndpoints.listCertifications
>['certifications'][number]
export type MajorType = CallResult<typeof referenceEndpoints.listMajorTypes>['majorTypes'][number]
export type MessageTemplate = CallResult<
  typeof referenceEndpoints.listMessageTemplates
>['messageTemplates'][number]
export type University = CallResult<
  typeof referenceEndpoints.suggestUniversities
>['universities'][number]

export async function fetchIndustries(api: ApiClient): Promise<Industry[]> {
  return (await api.call(referenceEndpoints.listIndustries)).industries
}

export async function fetchPrefectures(api: ApiClient): Promise<Prefecture[]> {
  return (await api.call(referenceEndpoints.listPrefectures)).prefectures
}

export async function fetchLanguages(api: ApiClient): Promise<Language[]> {
  return (await api.call(referenceEndpoints.listLanguages)).languages
}

export async function fetchCertifications(api: ApiClient): Promise<Certification[]> {
  return (await api.call(referenceEndpoints.listCertifications)).certifications
}

export async function fetchMajorTypes(api: ApiClient): Promise<MajorType[]> {
  return (await api.call(referenceEndpoints.listMajorTypes)).majorTypes
}

/** The platform's short replies a candidate may start a scout reply from. */
export async function fetchMessageTemplates(api: ApiClient): Promise<MessageTemplate[]> {
  return (await api.call(referenceEndpoints.listMessageTemplates)).messageTemplates
}

export async function suggestUniversities(
  api: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<University[]> {
  return (
    await api.call(referenceEndpoints.suggestUniversities, {
      query: { keyword },
      ...(signal ? { signal } : {}),
    })
  ).universities
}

/**
 * The universities of these ids, in their order; an id no university has is left out. For
 * recruiters (GET /client/universities). A search may hold more schools than one look-up names,
 * so longer lists are asked in parts.
 */
export async function fetchUniversities(
  api: ApiClient,
  ids: readonly number[],
): Promise<University[]> {
  const parts: number[][] = []
  for (let start = 0; start < ids.length; start += UNIVERSITY_LOOKUP_LIMIT) {
    parts.push(ids.slice(start, start + UNIVERSITY_LOOKUP_LIMIT))
  }
  const answers = await Promise.all(
    parts.map((part) =>
      api.call(recruiterProfileEndpoints.findUniversities, {
        query: { ids: part.join(','), keyword: undefined },
      }),
    ),
  )
  return answers.flatMap((answer) => answer.universities)
}
