import { accountEndpoints, recruiterWorkspaceEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the recruiter area's own pages, typed by the contracts.

export type PasswordChangeBody = Exclude<
  CallInput<typeof accountEndpoints.changeRecruiterPassword>['body'],
  FormData
>

/** Changes the recruiter's password; the recruiter's other sessions end. */
export async function changePassword(api: ApiClient, body: PasswordChangeBody): Promise<void> {
  await api.call(accountEndpoints.changeRecruiterPassword, { body })
}

export {
  type Contract,
  type ContractReport,
  fetchContract,
  fetchContractReport,
} from '../../lib/contract'
export type ManagedAccount = CallResult<
  typeof recruiterWorkspaceEndpoints.listManagedAccounts
>['managedAccounts'][number]
export type ScoutCampaignPermission = CallResult<
  typeof recruiterWorkspaceEndpoints.getScoutCampaignPermission
>
export type DashboardSummary = CallResult<typeof recruiterWorkspaceEndpoints.getDashboardSummary>

/** The dashboard's work figures of the organisation, and the caller's saved searches. */
export function fetchDashboardSummary(api: ApiClient): Promise<DashboardSummary> {
  return api.call(recruiterWorkspaceEndpoints.getDashboardSummary)
}

export type RecentEventInfo = NonNullable<
  CallResult<typeof recruiterWorkspaceEndpoints.getRecentEventInfo>['recentEventInfo']
>

export async function fetchManagedAccounts(api: ApiClient): Promise<ManagedAccount[]> {
  return (await api.call(recruiterWorkspaceEndpoints.listManagedAccounts)).managedAccounts
}

export function fetchScoutCampaignPermission(api: ApiClient): Promise<ScoutCampaignPermission> {
  return api.call(recruiterWorkspaceEndpoints.getScoutCampaignPermission)
}

export async function fetchRecentEventInfo(api: ApiClient): Promise<RecentEventInfo | null> {
  return (await api.call(recruiterWorkspaceEndpoints.getRecentEventInfo)).recentEventInfo
}
