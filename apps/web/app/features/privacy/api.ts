import {
  API_PREFIX,
  candidateProfileEndpoints,
  companyEndpoints,
  candidatePrivacyEndpoints as endpoints,
} from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the candidate's privacy settings, typed by the contracts.

export type RecruiterView = CallResult<typeof endpoints.previewRecruiterView>
export type Block = CallResult<typeof endpoints.blockCompany>
export type CompanyOption = CallResult<
  typeof companyEndpoints.suggestCompanies
>['companies'][number]
export type Resume = CallResult<typeof candidateProfileEndpoints.getCandidate>['resume']
export type PersonalDataRequest = CallResult<
  typeof endpoints.listPersonalDataRequests
>['personalDataRequests'][number]

/** A link, not a call: the browser downloads the file with the visitor's cookie. */
export const RESUME_DOWNLOAD_HREF = `${API_PREFIX}${endpoints.downloadResume.path}`

export interface PrivacySettings {
  /** What a recruiter sees before a match, and after one. */
  before: RecruiterView
  after: RecruiterView
  blocks: Block[]
  resume: Resume
  requests: PersonalDataRequest[]
}

export async function fetchPrivacySettings(api: ApiClient): Promise<PrivacySettings> {
  const [before, after, blocks, candidate, requests] = await Promise.all([
    api.call(endpoints.previewRecruiterView, { query: { matched: 'false' } }),
    api.call(endpoints.previewRecruiterView, { query: { matched: 'true' } }),
    api.call(endpoints.listCompanyBlocks),
    api.call(candidateProfileEndpoints.getCandidate),
    api.call(endpoints.listPersonalDataRequests),
  ])
  return {
    before,
    after,
    blocks: blocks.companyBlocks,
    resume: candidate.resume,
    requests: requests.personalDataRequests,
  }
}

export async function suggestCompanies(
  api: ApiClient,
  keyword: string,
  signal: AbortSignal,
): Promise<CompanyOption[]> {
  return (await api.call(companyEndpoints.suggestCompanies, { query: { keyword }, signal }))
    .companies
}

/** Blocks a company; blocking it again answers the existing block. */
export function blockCompany(api: ApiClient, companyId: number): Promise<Block> {
  return api.call(endpoints.blockCompany, { body: { companyId } })
}

export async function unblockCompany(api: ApiClient, blockId: number): Promise<void> {
  await api.call(endpoints.unblockCompany, { params: { id: blockId } })
}

export async function deleteResume(api: ApiClient): Promise<void> {
  await api.call(endpoints.deleteResume)
}

/** Deletes the account after the password is given again; the API signs out everywhere. */
export async function deleteAccount(api: ApiClient, password: string): Promise<void> {
  await api.call(endpoints.deleteAccount, { body: { password } })
}

/**
 * Asks the platform to correct or delete personal data. The body carries the draft's
 * `client_request_id`: sending it again answers the request already received.
 */
export function createPersonalDataRequest(api: ApiClient, body: unknown) {
  return api.call(endpoints.createPersonalDataRequest, {
    body: body as CallInput<typeof endpoints.createPersonalDataRequest>['body'],
  })
}
