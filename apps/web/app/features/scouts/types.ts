import type { ScoutDetail, ScoutSummary } from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

interface Pagination {
  currentPage: number
  totalPages: number
  totalCount: number
}

export type Scout = CamelCasedPropertiesDeep<ScoutSummary>
export type ScoutWithThread = CamelCasedPropertiesDeep<ScoutDetail>
export interface ScoutList {
  scouts: Scout[]
  pagination: Pagination
}

/** Tells the header to fetch the unread count again (after a scout is read). */
export const UNREAD_CHANGED_EVENT = 'kakehashi:scouts-unread-changed'
