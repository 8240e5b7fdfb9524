import type { ClientNoteCategory } from '@kakehashi/contracts'
import { clientNotes, type DbOrTx } from '@kakehashi/db'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { isPublishedSql } from '../../lib/publication.ts'

// Notices are the platform's, for every recruiter alike: no organisation owns one. A notice
// scheduled for later stays invisible until its publication time, in every read below.

const isPublished = () => isPublishedSql(clientNotes)

function listCondition(category: ClientNoteCategory | undefined): SQL | undefined {
  return category ? and(isPublished(), eq(clientNotes.category, category)) : isPublished()
}

const summaryColumns = {
  id: clientNotes.id,
  category: clientNotes.category,
  title: clientNotes.title,
  titleEn: clientNotes.titleEn,
  isPickup: clientNotes.isPickup,
  publishedAt: clientNotes.publishedAt,
}

export type ClientNoteSummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof clientNotes.$inferSelect)[K]
}

const newestFirst = [desc(clientNotes.publishedAt), desc(clientNotes.id)]

export function listPublishedNotes(
  db: DbOrTx,
  category: ClientNoteCategory | undefined,
  window: PageWindow,
): Promise<ClientNoteSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(clientNotes)
    .where(listCondition(category))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset)
}

export async function countPublishedNotes(
  db: DbOrTx,
  category: ClientNoteCategory | undefined,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(clientNotes).where(listCondition(category))
  return row?.total ?? 0
}

export async function findPublishedNote(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(clientNotes)
    .where(and(eq(clientNotes.id, id), isPublished()))
  return row ?? null
}

/** The newest published pickup: one notice at a time stands on the dashboard. */
export async function findLatestPickup(db: DbOrTx): Promise<ClientNoteSummaryRow | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(clientNotes)
    .where(and(isPublished(), eq(clientNotes.isPickup, true)))
    .orderBy(...newestFirst)
    .limit(1)
  return row ?? null
}
