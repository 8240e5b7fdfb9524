import type {
  SpecialEventDetailResponse as SpecialEventDetailWire,
  SpecialEventGroup as SpecialEventGroupWire,
  SpecialEventListResponse as SpecialEventListWire,
  SpecialEvent as SpecialEventWire,
} from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

export type SpecialEvent = CamelCasedPropertiesDeep<SpecialEventWire>
export type SpecialEventGroup = CamelCasedPropertiesDeep<SpecialEventGroupWire>
export type SpecialEventList = CamelCasedPropertiesDeep<SpecialEventListWire>
export type SpecialEventDetail = CamelCasedPropertiesDeep<SpecialEventDetailWire>

export const groupPath = (groupName: string) => `/special_events/${encodeURIComponent(groupName)}`
export const specialEventPath = (groupName: string, id: number) => `${groupPath(groupName)}/${id}`
export const mypagePath = (groupName: string) => `${groupPath(groupName)}/mypage`
