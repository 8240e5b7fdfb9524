import { scoutTemplateEndpoints as endpoints, scoutingEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'
import type { ScoutTemplate } from '../../lib/scout-templates'

// Every call of the recruiter's scout template pages, typed by the contracts. The list of the
// organisation's templates is in lib/scout-templates.ts: the scout form chooses from it too.

type CreateBody = CallInput<typeof endpoints.createScoutTemplate>['body']
type UpdateBody = CallInput<typeof endpoints.updateScoutTemplate>['body']

/** One of the organisation's templates; another organisation's answers 404. */
export function fetchScoutTemplate(api: ApiClient, id: number): Promise<ScoutTemplate> {
  return api.call(endpoints.getScoutTemplate, { params: { id } })
}

/**
 * Creates a template. The body is the form's values in the wire spelling, already checked
 * against the same rules, with the draft's `client_request_id`: sent again, it answers the
 * template the first send created.
 */
export function createScoutTemplate(api: ApiClient, body: unknown): Promise<ScoutTemplate> {
  return api.call(endpoints.createScoutTemplate, { body: body as CreateBody })
}

export function updateScoutTemplate(
  api: ApiClient,
  id: number,
  body: unknown,
): Promise<ScoutTemplate> {
  return api.call(endpoints.updateScoutTemplate, { params: { id }, body: body as UpdateBody })
}

export async function deleteScoutTemplate(api: ApiClient, id: number): Promise<void> {
  await api.call(endpoints.deleteScoutTemplate, { params: { id } })
}

export type RemindSetting = CallResult<typeof scoutingEndpoints.getScoutRemindSetting>

/** After how many business days the organisation's scouts are resent. */
export function fetchRemindSetting(api: ApiClient): Promise<RemindSetting> {
  return api.call(scoutingEndpoints.getScoutRemindSetting)
}

export function updateRemindSetting(api: ApiClient, body: unknown): Promise<RemindSetting> {
  return api.call(scoutingEndpoints.updateScoutRemindSetting, {
    body: body as RemindSetting,
  })
}
