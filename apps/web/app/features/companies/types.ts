import type {
  CompanyDetail as CompanyDetailWire,
  CompanySummary as CompanySummaryWire,
  Pagination as PaginationWire,
  ReferenceIndustry as ReferenceIndustryWire,
  ReferencePrefecture as ReferencePrefectureWire,
} from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

// The company contracts as pages receive them, after the API client camelCased them.
export type CompanySummary = CamelCasedPropertiesDeep<CompanySummaryWire>
export type CompanyDetail = CamelCasedPropertiesDeep<CompanyDetailWire>
export type Pagination = CamelCasedPropertiesDeep<PaginationWire>
export type Industry = CamelCasedPropertiesDeep<ReferenceIndustryWire>
export type Prefecture = CamelCasedPropertiesDeep<ReferencePrefectureWire>

export const companyPath = (id: number) => `/companies/${id}`
