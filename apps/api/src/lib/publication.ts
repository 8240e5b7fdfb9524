import type { PublicationState, PublicationStatus } from '@kakehashi/contracts'
import { type AnyColumn, and, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import { fromJapanDateTime } from './japan-date-time.ts'

// The one reading of a publication (decision 022): a status (draft or published) and a time,
// which may be to come. Columns and notices to recruiters are stored and listed this way.

/** A table's publication columns. */
export interface PublicationColumns {
  status: AnyColumn
  publishedAt: AnyColumn
}

/** Whether the time is still to come (false without one). */
export const isFutureSql = (columns: PublicationColumns) =>
  sql<boolean>`coalesce(${columns.publishedAt} > now(), false)`

/**
 * The one rule for what readers see: published, with a publication time that has come. A draft
 * or a piece scheduled for later never appears in a list, a count, a search or a detail page.
 */
export const isPublishedSql = (columns: PublicationColumns) =>
  and(eq(columns.status, 'published'), lte(columns.publishedAt, sql`now()`)) as SQL

/** The rows of one state of an administrator's list; all of them without one. */
export function publicationStateCondition(
  columns: PublicationColumns,
  state: PublicationState | undefined,
): SQL | undefined {
  switch (state) {
    case 'draft':
      return eq(columns.status, 'draft')
    case 'scheduled':
      return and(eq(columns.status, 'published'), gt(columns.publishedAt, sql`now()`))
    case 'published':
      return isPublishedSql(columns)
    default:
      return undefined
  }
}

export function publicationState(status: PublicationStatus, isFuture: boolean): PublicationState {
  if (status === 'draft') return 'draft'
  return isFuture ? 'scheduled' : 'published'
}

/**
 * The time to store for an editor's choice: the given Japan time, or for a publication without
 * one the transaction's own `now()`, which the readers' condition compares with.
 */
export function publishedAtValue(body: {
  status: PublicationStatus
  published_at: string | null
}): Date | SQL | null {
  const given = body.published_at ? fromJapanDateTime(body.published_at) : null
  return body.status === 'published' ? (given ?? sql`now()`) : given
}
