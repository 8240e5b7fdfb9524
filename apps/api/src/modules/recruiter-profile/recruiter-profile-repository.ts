import {
  agentTags,
  type DbOrTx,
  recruiterProfileAgentTags,
  recruiterProfiles,
  users,
  userTokens,
} from '@kakehashi/db'
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'

export type RecruiterProfileRow = typeof recruiterProfiles.$inferSelect

/** What the profile shows of the recruiter's account: the sign-in address and the role. */
export async function findRecruiterAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, roleType: users.roleType })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

export async function findProfile(
  db: DbOrTx,
  userId: number,
): Promise<RecruiterProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, userId))
  return row
}

export async function listAgentTagIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: recruiterProfileAgentTags.agentTagId })
    .from(recruiterProfileAgentTags)
    .innerJoin(agentTags, eq(agentTags.id, recruiterProfileAgentTags.agentTagId))
    .where(eq(recruiterProfileAgentTags.userId, userId))
    .orderBy(asc(agentTags.position), asc(agentTags.id))
  return rows.map((row) => row.id)
}

export function listAgentTags(db: DbOrTx) {
  return db
    .select({ id: agentTags.id, name: agentTags.name, nameEn: agentTags.nameEn })
    .from(agentTags)
    .orderBy(asc(agentTags.position), asc(agentTags.id))
}

export async function countAgentTags(db: DbOrTx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0
  const [row] = await db
    .select({ found: count() })
    .from(agentTags)
    .where(inArray(agentTags.id, [...ids]))
  return row?.found ?? 0
}

/**
 * Saves the given columns, making the row on first save; answers the icon key the row had
 * before, so the caller can remove a replaced file once the new one is recorded.
 */
export async function upsertProfile(
  tx: DbOrTx,
  userId: number,
  values: Partial<
    Pick<
      RecruiterProfileRow,
      'displayName' | 'universityText' | 'selfPr' | 'formerJob' | 'iconKey' | 'iconContentType'
    >
  >,
): Promise<string | null> {
  const [before] = await tx
    .select({ iconKey: recruiterProfiles.iconKey })
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, userId))
    .for('update')
  const insert = tx.insert(recruiterProfiles).values({ userId, ...values })
  await (Object.keys(values).length > 0
    ? insert.onConflictDoUpdate({ target: recruiterProfiles.userId, set: values })
    : insert.onConflictDoNothing({ target: recruiterProfiles.userId }))
  return before?.iconKey ?? null
}

export async function replaceAgentTags(
  tx: DbOrTx,
  userId: number,
  tagIds: readonly number[],
): Promise<void> {
  await tx.delete(recruiterProfileAgentTags).where(eq(recruiterProfileAgentTags.userId, userId))
  if (tagIds.length === 0) return
  await tx
    .insert(recruiterProfileAgentTags)
    .values([...new Set(tagIds)].map((agentTagId) => ({ userId, agentTagId })))
}

/** Whether an account other than `userId` signs in with the address. */
export async function isEmailTaken(db: DbOrTx, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
  return row !== undefined
}

const liveEmailChange = (userId: number) =>
  and(
    eq(userTokens.userId, userId),
    eq(userTokens.purpose, 'email_change'),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  )

/** The newest e-mail change still waiting for its link to be followed. */
export async function findPendingEmailChange(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ newEmail: userTokens.newEmail, createdAt: userTokens.createdAt })
    .from(userTokens)
    .where(liveEmailChange(userId))
    .orderBy(desc(userTokens.createdAt), desc(userTokens.id))
    .limit(1)
  return row?.newEmail ? { newEmail: row.newEmail, createdAt: row.createdAt } : undefined
}

/** Records a new e-mail change; earlier links of the user stop working, only the newest counts. */
export async function replaceEmailChangeToken(
  tx: DbOrTx,
  values: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.update(userTokens).set({ usedAt: sql`now()` }).where(liveEmailChange(values.userId))
  await tx.insert(userTokens).values({ ...values, purpose: 'email_change' })
}

/** Marks the user's valid e-mail change token used and answers its address; one caller wins. */
export async function consumeEmailChangeToken(
  tx: DbOrTx,
  tokenHash: string,
  userId: number,
): Promise<string | null> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.tokenHash, tokenHash), liveEmailChange(userId)))
    .returning({ newEmail: userTokens.newEmail })
  return row?.newEmail ?? null
}

/** The address was proven by its mailbox, so the account counts as confirmed. */
export async function updateEmail(tx: DbOrTx, userId: number, email: string): Promise<void> {
  await tx
    .update(users)
    .set({ email, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId))
}

/** The icon of a recruiter of the organisation; undefined for anyone else or without an icon. */
export async function findIcon(db: DbOrTx, organisationId: number, userId: number) {
  const [row] = await db
    .select({ key: recruiterProfiles.iconKey, contentType: recruiterProfiles.iconContentType })
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(and(eq(recruiterProfiles.userId, userId), eq(users.organisationId, organisationId)))
  return row?.key && row.contentType ? { key: row.key, contentType: row.contentType } : undefined
}
