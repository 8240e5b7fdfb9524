import type { RouterContextProvider } from 'react-router'
import { createServerApi } from '../../lib/api'
import type { CandidateProfile, NamedOption, ReferenceLists } from './types'

type Api = ReturnType<typeof createServerApi>

export function loadCandidate(context: Readonly<RouterContextProvider>, request: Request) {
  return createServerApi(context, request).get<CandidateProfile>('/api/v3/candidate')
}

interface JobTypeNode extends NamedOption {
  children: NamedOption[]
}

/** The reference lists of the registration forms, parents of job types first. */
export async function loadReferenceLists(api: Api): Promise<ReferenceLists> {
  const [prefectures, industries, jobTypes, languages, certifications] = await Promise.all([
    api.get<{ prefectures: NamedOption[] }>('/api/v3/prefectures'),
    api.get<{ industries: NamedOption[] }>('/api/v3/industries'),
    api.get<{ jobTypes: JobTypeNode[] }>('/api/v3/job_types'),
    api.get<{ languages: NamedOption[] }>('/api/v3/languages'),
    api.get<{ certifications: NamedOption[] }>('/api/v3/certifications'),
  ])
  const pick = ({ id, name, nameEn }: NamedOption) => ({ id, name, nameEn })
  return {
    prefectures: prefectures.prefectures.map(pick),
    industries: industries.industries.map(pick),
    jobTypes: jobTypes.jobTypes.flatMap((parent) => [
      { ...pick(parent), isParent: true },
      ...parent.children.map((child) => ({ ...pick(child), isParent: false })),
    ]),
    languages: languages.languages.map(pick),
    certifications: certifications.certifications.map(pick),
  }
}
