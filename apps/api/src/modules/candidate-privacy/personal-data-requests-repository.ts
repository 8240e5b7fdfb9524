import type {
  Locale,
  PersonalDataRequestKind,
  PersonalDataRequestState,
} from '@kakehashi/contracts'
import { type DbOrTx, personalDataRequests, users } from '@kakehashi/db'
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'

// Candidates' requests to correct or delete their personal data, and their handling.

export type PersonalDataRequestRow = typeof personalDataRequests.$inferSelect

/** Answers the request made, or the one this draft already made. */
export async function insertRequest(
  db: DbOrTx,
  values: {
    candidateUserId: number
    kind: PersonalDataRequestKind
    body: string
    locale: Locale
    clientRequestId: string
  },
): Promise<{ request: PersonalDataRequestRow; created: boolean }> {
  const [inserted] = await db
    .insert(personalDataRequests)
    .values(values)
    .onConflictDoNothing({
      target: [personalDataRequests.candidateUserId, personalDataRequests.clientRequestId],
    })
    .returning()
  if (inserted) return { request: inserted, created: true }
  const [existing] = await db
    .select()
    .from(personalDataRequests)
    .where(
      and(
        eq(personalDataRequests.candidateUserId, values.candidateUserId),
        eq(personalDataRequests.clientRequestId, values.clientRequestId),
      ),
    )
  return { request: existing!, created: false }
}

export function listRequestsOf(db: DbOrTx, candidateUserId: number) {
  return db
    .select()
    .from(personalDataRequests)
    .where(eq(personalDataRequests.candidateUserId, candidateUserId))
    .orderBy(desc(personalDataRequests.createdAt), desc(personalDataRequests.id))
}

export interface RequestFilters {
  state?: PersonalDataRequestState
  kind?: PersonalDataRequestKind
}

function filterCondition(filters: RequestFilters): SQL | undefined {
  return and(
    filters.state ? eq(personalDataRequests.state, filters.state) : undefined,
    filters.kind ? eq(personalDataRequests.kind, filters.kind) : undefined,
  )
}

/** A request with the candidate it comes from (none once the account is deleted). */
function selectWithCandidate(db: DbOrTx) {
  return db
    .select({
      request: personalDataRequests,
      candidateFullName: users.fullName,
      candidateEmail: users.email,
    })
    .from(personalDataRequests)
    .leftJoin(
      users,
      and(eq(users.id, personalDataRequests.candidateUserId), isNull(users.deletedAt)),
    )
}

export type RequestWithCandidate = Awaited<ReturnType<typeof findRequest>> & {}

export function listRequests(db: DbOrTx, filters: RequestFilters, window: PageWindow) {
  return selectWithCandidate(db)
    .where(filterCondition(filters))
    .orderBy(desc(personalDataRequests.createdAt), desc(personalDataRequests.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countRequests(db: DbOrTx, filters: RequestFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(personalDataRequests)
    .where(filterCondition(filters))
  return row?.n ?? 0
}

/** One request; `lock` holds it until the transaction ends. */
export async function findRequest(db: DbOrTx, id: number, lock = false) {
  const query = selectWithCandidate(db).where(eq(personalDataRequests.id, id))
  const [row] = await (lock ? query.for('update', { of: personalDataRequests }) : query)
  return row
}

export async function updateRequest(
  db: DbOrTx,
  id: number,
  values: { state: PersonalDataRequestState; response: string | null; handledByUserId: number },
): Promise<void> {
  await db
    .update(personalDataRequests)
    .set({ ...values, handledAt: new Date() })
    .where(eq(personalDataRequests.id, id))
}
