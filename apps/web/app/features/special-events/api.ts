import { eventEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// Every call of the special events feature, typed by the contracts.

export type SpecialEventList = CallResult<typeof eventEndpoints.listSpecialEvents>
export type SpecialEvent = SpecialEventList['specialEvents'][number]
export type SpecialEventGroup = SpecialEventList['specialEventGroup']
export type SpecialEventDetail = CallResult<typeof eventEndpoints.getSpecialEvent>

/** A special event's sessions, each with the signed-in candidate's entry. */
export function fetchSpecialEvents(api: ApiClient, groupName: string): Promise<SpecialEventList> {
  return api.call(eventEndpoints.listSpecialEvents, { query: { groupName } })
}

/** The sessions the signed-in candidate has entered. */
export function fetchMySpecialEvents(api: ApiClient, groupName: string): Promise<SpecialEventList> {
  return api.call(eventEndpoints.listMySpecialEvents, { query: { groupName } })
}

export function fetchSpecialEvent(api: ApiClient, id: number): Promise<SpecialEventDetail> {
  return api.call(eventEndpoints.getSpecialEvent, { params: { id } })
}

export function enterSpecialEvent(api: ApiClient, specialEventId: number) {
  return api.call(eventEndpoints.enterSpecialEvent, { body: { specialEventId } })
}

export function leaveSpecialEvent(api: ApiClient, entryId: number) {
  return api.call(eventEndpoints.leaveSpecialEvent, { params: { id: entryId } })
}
