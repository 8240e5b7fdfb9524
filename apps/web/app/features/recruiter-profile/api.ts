import { recruiterProfileEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'
import { toFormData } from '../../lib/api-client'

// Every call of the recruiter's profile page and of the e-mail change link, typed by the
// contracts.

export type RecruiterProfile = CallResult<typeof endpoints.getProfile>
export type AgentTag = CallResult<typeof endpoints.listAgentTags>['agentTags'][number]
export type UniversitySuggestion = CallResult<
  typeof endpoints.findUniversities
>['universities'][number]

/** What the form edits, in the wire spelling the form's values keep. */
export interface ProfileFormValues extends Record<string, unknown> {
  display_name: string
  university_text: string
  former_job: string
  self_pr: string
  email: string
  /** Left out for company recruiters, who have no agent tags. */
  agent_tag_ids?: number[]
  remove_icon: boolean
  /** A newly chosen icon file, sent as it is. */
  icon?: File
}

export function formValuesOf(profile: RecruiterProfile, isAgent: boolean): ProfileFormValues {
  return {
    display_name: profile.displayName,
    university_text: profile.universityText,
    former_job: profile.formerJob,
    self_pr: profile.selfPr,
    email: profile.email,
    ...(isAgent ? { agent_tag_ids: profile.agentTagIds } : {}),
    remove_icon: false,
  }
}

export function fetchProfile(api: ApiClient): Promise<RecruiterProfile> {
  return api.call(endpoints.getProfile)
}

export async function fetchAgentTags(api: ApiClient): Promise<AgentTag[]> {
  return (await api.call(endpoints.listAgentTags)).agentTags
}

export async function suggestUniversities(
  api: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<UniversitySuggestion[]> {
  return (
    await api.call(endpoints.findUniversities, {
      query: { keyword, ids: undefined },
      ...(signal ? { signal } : {}),
    })
  ).universities
}

/**
 * Saves the profile as multipart (spec section 7): lists as repeated fields, an empty list as
 * an empty string, the icon file as it is.
 */
export function saveProfile(api: ApiClient, values: ProfileFormValues): Promise<RecruiterProfile> {
  return api.call(endpoints.updateProfile, { body: toFormData(values) })
}

/** Takes the new address with the token of the mailed link. */
export function confirmEmailChange(api: ApiClient, token: string): Promise<{ email: string }> {
  return api.call(endpoints.confirmEmailChange, { body: { token } })
}
