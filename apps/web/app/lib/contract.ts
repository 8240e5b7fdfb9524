import { recruiterWorkspaceEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from './api-client'

// The recruiter's organisation's contract: the dashboard shows it, the scout form counts the
// special scouts it has left this month.

export type Contract = NonNullable<
  CallResult<typeof recruiterWorkspaceEndpoints.getContract>['contract']
>

export async function fetchContract(api: ApiClient): Promise<Contract | null> {
  return (await api.call(recruiterWorkspaceEndpoints.getContract)).contract
}
