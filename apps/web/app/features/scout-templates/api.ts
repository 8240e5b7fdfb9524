import { scoutTemplateEndpoints as endpoints, type ScoutTemplateType } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the recruiter's scout template pages, typed by the contracts.

export type ScoutTemplate = CallResult<typeof endpoints.getScoutTemplate>

type CreateBody = CallInput<typeof endpoints.createScoutTemplate>['body']
type UpdateBody = CallInput<typeof endpoints.updateScoutTemplate>['body']

/** The organisation's templates, most recently saved first; one type only when given. */
export async function fetchScoutTemplates(
  api: ApiClient,
  templateType: ScoutTemplateType | undefined,
): Promise<ScoutTemplate[]> {
  const list = await api.call(endpoints.listScoutTemplates, {
    query: templateType ? { templateType } : {},
  })
  return list.scoutTemplates
}

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
