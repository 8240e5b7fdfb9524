import { companyEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the companies feature, typed by the contracts.

export type CompanyList = CallResult<typeof companyEndpoints.listCompanies>
export type CompanySummary = CompanyList['companies'][number]
export type Pagination = CompanyList['pagination']
export type CompanyDetail = CallResult<typeof companyEndpoints.getCompany>
export type CompanySuggestion = CallResult<
  typeof companyEndpoints.suggestCompanies
>['companies'][number]
export type CompanyListQuery = NonNullable<
  CallInput<typeof companyEndpoints.listCompanies>['query']
>

export function fetchCompanies(api: ApiClient, query: CompanyListQuery): Promise<CompanyList> {
  return api.call(companyEndpoints.listCompanies, { query })
}

export function fetchCompany(api: ApiClient, id: number): Promise<CompanyDetail> {
  return api.call(companyEndpoints.getCompany, { params: { id } })
}

export async function suggestCompanies(
  api: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<CompanySuggestion[]> {
  const answer = await api.call(companyEndpoints.suggestCompanies, {
    query: { keyword },
    ...(signal ? { signal } : {}),
  })
  return answer.companies
}

export function followCompany(api: ApiClient, companyId: number) {
  return api.call(companyEndpoints.followCompany, { body: { companyId } })
}

export function unfollowCompany(api: ApiClient, followId: number) {
  return api.call(companyEndpoints.unfollowCompany, { params: { id: followId } })
}
