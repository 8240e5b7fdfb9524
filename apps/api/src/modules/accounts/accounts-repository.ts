import {
  candidateSearchDocuments,
  type Db,
  type DbOrTx,
  organisations,
  preparedStatement,
  redirectRules,
  sessions,
  type User,
  users,
  userTokens,
} from '@kakehashi/db'
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'

export type UserTokenPurpose = 'email_confirmation' | 'password_reset' | 'invitation'

export interface SessionUser {
  sessionId: number
  lastSeenAt: Date
  user: User
  organisationName: string | null
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return row
}

export async function findUserById(db: DbOrTx, id: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

export async function findOrganisationName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, id))
  return row?.name ?? null
}

/** Inserts a candidate; null when the address is taken (the caller must not reveal which). */
export async function insertCandidate(
  db: DbOrTx,
  values: { email: string; passwordHash: string; fullName: string },
): Promise<User | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase(), roleType: 'Candidate' })
    .onConflictDoNothing({ target: users.email })
    .returning()
  return row ?? null
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null },
): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id })
  await recordLogin(db, values.userId)
  return row!.id
}

/**
 * A new session is a sign-in: it is the account's last login, which recruiters filter
 * candidates by, so the candidate's search document takes it at once.
 */
async function recordLogin(db: DbOrTx, userId: number) {
  const now = new Date()
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
  await db
    .update(candidateSearchDocuments)
    .set({ lastLoginAt: now })
    .where(eq(candidateSearchDocuments.userId, userId))
}

const sessionUserStatement = preparedStatement('find_session_user', (db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
      organisationName: organisations.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        // A suspended account's sessions are deleted with the suspension; this holds anyway.
        isNull(users.suspendedAt),
      ),
    ),
)

/**
 * The live session for a token hash with its user, in one query: every signed-in request runs
 * it, so it is prepared once.
 */
export async function findSessionUser(db: Db, tokenHash: string): Promise<SessionUser | undefined> {
  const [row] = await sessionUserStatement(db).execute({ tokenHash })
  return row
}

export async function touchSession(db: Db, sessionId: number, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt })
    .where(eq(sessions.id, sessionId))
}

export async function deleteSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends every session of a user, or every other one when `exceptSessionId` is given. */
export async function deleteSessionsOfUser(
  db: DbOrTx,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    )
}

/** Deletes every session past its expiry; answers how many there were. */
export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  const result = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`))
  return result.rowCount ?? 0
}

export async function insertUserToken(
  db: DbOrTx,
  values: { userId: number; purpose: UserTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values)
}

/** Marks a valid, unused token used and returns its user id; at most one caller wins. */
export async function consumeUserToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: UserTokenPurpose | readonly UserTokenPurpose[],
): Promise<number | null> {
  const purposes: readonly UserTokenPurpose[] = typeof purpose === 'string' ? [purpose] : purpose
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, [...purposes]),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId })
  return row?.userId ?? null
}

export async function confirmEmail(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId))
}

export async function updatePasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

export async function findRedirectTarget(db: DbOrTx, currentPath: string): Promise<string | null> {
  const [row] = await db
    .select({ redirectTo: redirectRules.redirectTo })
    .from(redirectRules)
    .where(eq(redirectRules.currentPath, currentPath))
  return row?.redirectTo ?? null
}
