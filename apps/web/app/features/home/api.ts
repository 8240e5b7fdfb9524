import { columnEndpoints, eventEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// The home page's own sections: the columns and events the editors pick. Its job sections are
// the job catalogue's calls, composed by the route.

export type HomeColumn = CallResult<typeof columnEndpoints.listPickupColumns>['columns'][number]
export type HomeEvent = CallResult<typeof eventEndpoints.listPickupEvents>['events'][number]

export async function fetchPickupColumns(api: ApiClient, limit: number): Promise<HomeColumn[]> {
  return (await api.call(columnEndpoints.listPickupColumns)).columns.slice(0, limit)
}

export async function fetchPickupEvents(api: ApiClient): Promise<HomeEvent[]> {
  return (await api.call(eventEndpoints.listPickupEvents)).events
}
