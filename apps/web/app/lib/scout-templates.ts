import { scoutTemplateEndpoints as endpoints, type ScoutTemplateType } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from './api-client'

// The organisation's scout templates as its recruiters list them: the template pages list and
// edit them, the scout form wraps a scout in one of the normal ones.

export type ScoutTemplate = CallResult<typeof endpoints.getScoutTemplate>

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
