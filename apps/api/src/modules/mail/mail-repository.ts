import { type DbOrTx, type MailOutboxEntry, mailOutbox } from '@kakehashi/db'
import { desc, eq, sql } from 'drizzle-orm'

export interface NewOutboxEntry {
  toAddress: string
  subject: string
  textBody: string
  status: 'queued' | 'sent'
  sentAt?: Date
}

export async function insertOutboxEntry(
  db: DbOrTx,
  entry: NewOutboxEntry,
): Promise<MailOutboxEntry> {
  const [row] = await db.insert(mailOutbox).values(entry).returning()
  if (!row) throw new Error('Inserting a mail returned no row')
  return row
}

export async function findOutboxEntry(
  db: DbOrTx,
  id: number,
): Promise<MailOutboxEntry | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row
}

export function listRecentOutboxEntries(db: DbOrTx, limit: number): Promise<MailOutboxEntry[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
}

/** Counts the successful attempt too, so `attempts` is every try the mail server saw. */
export async function markOutboxEntrySent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id))
}

/** `failed` only once no retry is left; until then the mail stays queued for the next one. */
export async function recordDeliveryFailure(
  db: DbOrTx,
  id: number,
  error: string,
  isFinal: boolean,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: isFinal ? 'failed' : 'queued',
      lastError: error,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, id))
}
