import type { LabelColour } from '@kakehashi/contracts'

// What the criteria are chosen from and named by: the reference lists and the organisation's
// labels, loaded by the route (job types come from the jobs catalogue, the rest from lib/reference).
// Schools are too many to list: the route loads only those the criteria name.

export interface NamedChoice {
  id: number
  name: string
  nameEn: string | null
}

export interface JobTypeGroup extends NamedChoice {
  children: NamedChoice[]
}

export interface LabelChoice {
  id: number
  name: string
  colour: LabelColour
}

export interface CriteriaChoices {
  jobTypes: JobTypeGroup[]
  industries: NamedChoice[]
  prefectures: NamedChoice[]
  languages: NamedChoice[]
  labels: LabelChoice[]
  /** The schools of the criteria's `university_ids` (others are named as they are picked). */
  universities: NamedChoice[]
}

export const NO_CHOICES: CriteriaChoices = {
  jobTypes: [],
  industries: [],
  prefectures: [],
  languages: [],
  labels: [],
  universities: [],
}
