import { columnEndpoints } from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the columns feature, typed by the contracts.

export type ColumnList = CallResult<typeof columnEndpoints.listColumns>
export type ColumnSummary = ColumnList['columns'][number]
export type Pagination = ColumnList['pagination']
export type ColumnDetail = CallResult<typeof columnEndpoints.getColumn>
export type Tag = CallResult<typeof columnEndpoints.getTag>
export type TagCategory = CallResult<
  typeof columnEndpoints.listTagCategories
>['tagCategories'][number]
export type ColumnListQuery = NonNullable<CallInput<typeof columnEndpoints.listColumns>['query']>
export type ColumnSearchQuery = NonNullable<
  CallInput<typeof columnEndpoints.searchColumns>['query']
>

export function fetchColumns(api: ApiClient, query: ColumnListQuery): Promise<ColumnList> {
  return api.call(columnEndpoints.listColumns, { query })
}

/** Reading a column counts a view (and the candidate's reading history). */
export function fetchColumn(api: ApiClient, id: number): Promise<ColumnDetail> {
  return api.call(columnEndpoints.getColumn, { params: { id } })
}

export function searchColumns(api: ApiClient, query: ColumnSearchQuery): Promise<ColumnList> {
  return api.call(columnEndpoints.searchColumns, { query })
}

export async function fetchPickupColumns(api: ApiClient): Promise<ColumnSummary[]> {
  return (await api.call(columnEndpoints.listPickupColumns)).columns
}

export async function fetchTags(api: ApiClient): Promise<Tag[]> {
  return (await api.call(columnEndpoints.listTags)).tags
}

export function fetchTag(api: ApiClient, id: number): Promise<Tag> {
  return api.call(columnEndpoints.getTag, { params: { id } })
}

export async function fetchTagCategories(api: ApiClient): Promise<TagCategory[]> {
  return (await api.call(columnEndpoints.listTagCategories)).tagCategories
}
