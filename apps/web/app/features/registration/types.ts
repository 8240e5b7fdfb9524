import type { Candidate } from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

/** The signed-in candidate as the web client receives it (camelCase). */
export type CandidateProfile = CamelCasedPropertiesDeep<Candidate>

export interface NamedOption {
  id: number
  name: string
  nameEn: string | null
}

/** Reference lists the registration forms choose from. */
export interface ReferenceLists {
  prefectures: NamedOption[]
  industries: NamedOption[]
  jobTypes: (NamedOption & { isParent: boolean })[]
  languages: NamedOption[]
  certifications: NamedOption[]
}

export const stepPath = (step: number) => `/register_steps/career_infos/${step}`
export const FINISH_PATH = '/register_steps/career_infos/finish'
export const WELCOME_PATH = '/register_steps/career_infos/welcome'
