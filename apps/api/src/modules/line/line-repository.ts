import { type DbOrTx, lineIdentities } from '@kakehashi/db'
import { eq } from 'drizzle-orm'

export async function findUserIdBySubject(db: DbOrTx, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: lineIdentities.userId })
    .from(lineIdentities)
    .where(eq(lineIdentities.subject, subject))
  return row?.userId ?? null
}

export async function findSubjectOfUser(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ subject: lineIdentities.subject })
    .from(lineIdentities)
    .where(eq(lineIdentities.userId, userId))
  return row?.subject ?? null
}

/**
 * Links the subject to the user; false when either is linked already. The unique indexes decide,
 * so two racing callbacks cannot both win.
 */
export async function insertLineIdentity(
  db: DbOrTx,
  values: { userId: number; subject: string },
): Promise<boolean> {
  const rows = await db
    .insert(lineIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: lineIdentities.id })
  return rows.length > 0
}

export async function deleteLineIdentityOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(lineIdentities).where(eq(lineIdentities.userId, userId))
}
