import { eventEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the events feature, typed by the contracts.

export type EventList = CallResult<typeof eventEndpoints.listEvents>
export type EventSummary = EventList['events'][number]
export type EventDetail = CallResult<typeof eventEndpoints.getEvent>
export type SpecialEventGroupLink = CallResult<
  typeof eventEndpoints.listSpecialEventGroups
>['specialEventGroups'][number]
export type EventListQuery = NonNullable<CallInput<typeof eventEndpoints.listEvents>['query']>

export function fetchEvents(api: ApiClient, query: EventListQuery): Promise<EventList> {
  return api.call(eventEndpoints.listEvents, { query })
}

export function fetchEvent(api: ApiClient, id: number): Promise<EventDetail> {
  return api.call(eventEndpoints.getEvent, { params: { id } })
}

/** The special events open now, which the events list links to. */
export async function fetchSpecialEventGroups(api: ApiClient): Promise<SpecialEventGroupLink[]> {
  return (await api.call(eventEndpoints.listSpecialEventGroups)).specialEventGroups
}
