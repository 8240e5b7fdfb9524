import { redirectRuleEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the administrator's redirect rule editor, typed by the contracts.

export type RedirectRule = CallResult<typeof endpoints.createRedirectRule>
export type RedirectRuleBody = Exclude<
  CallInput<typeof endpoints.createRedirectRule>['body'],
  FormData
>

export async function fetchRedirectRules(api: ApiClient): Promise<RedirectRule[]> {
  return (await api.call(endpoints.listRedirectRules)).redirectRules
}

/** Adds a rule; a path that has one already is refused with a field problem. */
export function createRedirectRule(api: ApiClient, body: RedirectRuleBody): Promise<RedirectRule> {
  return api.call(endpoints.createRedirectRule, { body })
}

export async function deleteRedirectRule(api: ApiClient, id: number): Promise<void> {
  await api.call(endpoints.deleteRedirectRule, { params: { id } })
}
