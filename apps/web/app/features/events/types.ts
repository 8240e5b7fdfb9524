import type {
  EventDetail as EventDetailWire,
  EventListResponse as EventListWire,
  EventSummary as EventSummaryWire,
} from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

/** Events as the API client hands them over (camelCased). */
export type EventSummary = CamelCasedPropertiesDeep<EventSummaryWire>
export type EventDetail = CamelCasedPropertiesDeep<EventDetailWire>
export type EventList = CamelCasedPropertiesDeep<EventListWire>
