import { scoutAssistEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of a job's scout assist page, typed by the contracts.

export type ScoutAssist = NonNullable<CallResult<typeof endpoints.getJobScoutAssist>['scoutAssist']>

type CreateBody = CallInput<typeof endpoints.createScoutAssist>['body']
type UpdateBody = CallInput<typeof endpoints.updateScoutAssist>['body']

/** The job's scout assist, or null; another organisation's job answers 404. */
export async function fetchJobScoutAssist(
  api: ApiClient,
  jobId: number,
): Promise<ScoutAssist | null> {
  return (await api.call(endpoints.getJobScoutAssist, { params: { id: jobId } })).scoutAssist
}

/** Starts the job's assist; the body is the form's values, checked by the same rules. */
export function createScoutAssist(api: ApiClient, body: unknown): Promise<ScoutAssist> {
  return api.call(endpoints.createScoutAssist, { body: body as CreateBody })
}

/** Changes the assist's conditions; it then sends in the caller's name. */
export function updateScoutAssist(api: ApiClient, id: number, body: unknown): Promise<ScoutAssist> {
  return api.call(endpoints.updateScoutAssist, { params: { id }, body: body as UpdateBody })
}

/** Stops the assist; the scouts it sent stay. */
export async function deleteScoutAssist(api: ApiClient, id: number): Promise<void> {
  await api.call(endpoints.deleteScoutAssist, { params: { id } })
}
