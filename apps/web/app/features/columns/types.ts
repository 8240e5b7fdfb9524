import type {
  ColumnDetail as ColumnDetailWire,
  ColumnList as ColumnListWire,
  ColumnSummary as ColumnSummaryWire,
  TagCategory as TagCategoryWire,
  Tag as TagWire,
} from '@kakehashi/contracts'
import type { CamelCasedPropertiesDeep } from '../../lib/case-conversion'

// The column contracts as pages receive them, after the API client camelCased them.
export type ColumnSummary = CamelCasedPropertiesDeep<ColumnSummaryWire>
export type ColumnDetail = CamelCasedPropertiesDeep<ColumnDetailWire>
export type ColumnList = CamelCasedPropertiesDeep<ColumnListWire>
export type Tag = CamelCasedPropertiesDeep<TagWire>
export type TagCategory = CamelCasedPropertiesDeep<TagCategoryWire>

export const columnPath = (id: number) => `/columns/${id}`
export const tagPath = (id: number) => `/tags/${id}`
export const agentPath = (id: number) => `/agents/${id}`
