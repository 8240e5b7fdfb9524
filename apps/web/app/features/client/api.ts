import { accountEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput } from '../../lib/api-client'

// Every call of the recruiter area's own pages, typed by the contracts.

export type PasswordChangeBody = Exclude<
  CallInput<typeof accountEndpoints.changeRecruiterPassword>['body'],
  FormData
>

/** Changes the recruiter's password; the recruiter's other sessions end. */
export async function changePassword(api: ApiClient, body: PasswordChangeBody): Promise<void> {
  await api.call(accountEndpoints.changeRecruiterPassword, { body })
}
