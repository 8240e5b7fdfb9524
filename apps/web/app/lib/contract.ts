import { recruiterWorkspaceEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from './api-client'

// The recruiter's organisation's contract: the dashboard and the contract report show it, the
// scout form counts the special scouts it has left this month.

export type Contract = NonNullable<
  CallResult<typeof recruiterWorkspaceEndpoints.getContract>['contract']
>

export async function fetchContract(api: ApiClient): Promise<Contract | null> {
  return (await api.call(recruiterWorkspaceEndpoints.getContract)).contract
}

export type ContractReport = CallResult<typeof recruiterWorkspaceEndpoints.getContractReport>

/** The contract report: the contract, and what the organisation sent in each of its months. */
export function fetchContractReport(api: ApiClient): Promise<ContractReport> {
  return api.call(recruiterWorkspaceEndpoints.getContractReport)
}
