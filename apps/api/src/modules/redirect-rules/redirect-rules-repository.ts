import { type DbOrTx, type RedirectRule, redirectRules } from '@kakehashi/db'
import { asc, eq } from 'drizzle-orm'

export async function listRedirectRules(db: DbOrTx): Promise<RedirectRule[]> {
  return db.select().from(redirectRules).orderBy(asc(redirectRules.currentPath))
}

/** Inserts, or null when a rule for that path exists already. */
export async function insertRedirectRule(
  db: DbOrTx,
  values: { currentPath: string; redirectTo: string },
): Promise<RedirectRule | null> {
  const [row] = await db
    .insert(redirectRules)
    .values(values)
    .onConflictDoNothing({ target: redirectRules.currentPath })
    .returning()
  return row ?? null
}

export async function updateRedirectRule(
  db: DbOrTx,
  id: number,
  values: { currentPath: string; redirectTo: string },
): Promise<RedirectRule | null> {
  const [row] = await db
    .update(redirectRules)
    .set(values)
    .where(eq(redirectRules.id, id))
    .returning()
  return row ?? null
}

export async function deleteRedirectRule(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(redirectRules)
    .where(eq(redirectRules.id, id))
    .returning({ id: redirectRules.id })
  return rows.length > 0
}

export async function findRedirectRule(db: DbOrTx, id: number): Promise<RedirectRule | null> {
  const [row] = await db.select().from(redirectRules).where(eq(redirectRules.id, id))
  return row ?? null
}
