import type { ClientNoteCategory, PublicationState, PublicationStatus } from '@kakehashi/contracts'
import { clientNotes, type DbOrTx } from '@kakehashi/db'
import { count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { isFutureSql, isPublishedSql, publicationStateCondition } from '../../lib/publication.ts'

// The notices as administrators write them: every notice, drafts and scheduled ones included.

export interface ClientNoteValues {
  category: ClientNoteCategory
  title: string
  titleEn: string | null
  body: string
  bodyEn: string | null
  isPickup: boolean
  status: PublicationStatus
  /** `now()`: the transaction's own time, which the readers' condition compares with. */
  publishedAt: Date | SQL | null
}

const isFuture = isFutureSql(clientNotes)
const stateCondition = (state: PublicationState | undefined) =>
  publicationStateCondition(clientNotes, state)

export function listNotes(db: DbOrTx, state: PublicationState | undefined, window: PageWindow) {
  return db
    .select({ note: clientNotes, isFuture })
    .from(clientNotes)
    .where(stateCondition(state))
    .orderBy(desc(clientNotes.updatedAt), desc(clientNotes.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countNotes(db: DbOrTx, state: PublicationState | undefined) {
  const [row] = await db.select({ n: count() }).from(clientNotes).where(stateCondition(state))
  return row?.n ?? 0
}

export type ClientNoteEditingRow = Awaited<ReturnType<typeof listNotes>>[number]

export async function findNote(db: DbOrTx, id: number): Promise<ClientNoteEditingRow | undefined> {
  const [row] = await db
    .select({ note: clientNotes, isFuture })
    .from(clientNotes)
    .where(eq(clientNotes.id, id))
  return row
}

/** Inserts the notice; undefined when one with the same request key exists already. */
export async function insertNote(
  db: DbOrTx,
  values: ClientNoteValues,
  clientRequestId: string,
): Promise<number | undefined> {
  const [row] = await db
    .insert(clientNotes)
    .values({ ...values, clientRequestId })
    .onConflictDoNothing({
      target: clientNotes.clientRequestId,
      where: sql`${clientNotes.clientRequestId} is not null`,
    })
    .returning({ id: clientNotes.id })
  return row?.id
}

export async function findNoteIdByRequest(db: DbOrTx, clientRequestId: string) {
  const [row] = await db
    .select({ id: clientNotes.id })
    .from(clientNotes)
    .where(eq(clientNotes.clientRequestId, clientRequestId))
  return row?.id
}

export async function updateNote(db: DbOrTx, id: number, values: ClientNoteValues) {
  await db
    .update(clientNotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clientNotes.id, id))
}

/**
 * Marks the notices that are out and not yet announced as announced, and answers them: the
 * rows are locked, so two runs at once announce each notice once.
 */
export async function claimDueAnnouncements(db: DbOrTx) {
  const result = await db.execute<{ id: number; title: string }>(sql`
    update ${clientNotes} set announced_at = now()
    where ${clientNotes.id} in (
      select ${clientNotes.id} from ${clientNotes}
      where ${isPublishedSql(clientNotes)} and ${clientNotes.announcedAt} is null
      for update skip locked)
    returning id::int as id, title`)
  return result.rows
}
