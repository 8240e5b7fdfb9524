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
