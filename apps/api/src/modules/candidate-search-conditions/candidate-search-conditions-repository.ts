import type { CandidateSearchCriteria } from '@kakehashi/contracts'
import {
  candidateSearchConditions,
  candidateSearchDocuments,
  type DbOrTx,
  type SearchVocabulary,
  type Tx,
  users,
} from '@kakehashi/db'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { candidateMatchCondition } from '../member-search/member-search-repository.ts'

// The only SQL of saved member searches and their alerts.

const conditions = candidateSearchConditions
const doc = candidateSearchDocuments

export type SearchConditionRow = typeof conditions.$inferSelect

/** A saved search is its owner's alone: the recruiter, within the organisation they act for. */
export interface Owner {
  userId: number
  organisationId: number
}

const visibleTo = (owner: Owner) =>
  and(eq(conditions.userId, owner.userId), eq(conditions.organisationId, owner.organisationId))

const ownedBy = (owner: Owner, id: number) => and(visibleTo(owner), eq(conditions.id, id))

/** The newest searchable candidate: a mark here announces only those who come after. */
const highestSeq = sql<number>`(select coalesce(max(${doc.seq}), 0) from ${doc})`

export function listSearchConditions(db: DbOrTx, owner: Owner): Promise<SearchConditionRow[]> {
  return db
    .select()
    .from(conditions)
    .where(visibleTo(owner))
    .orderBy(desc(conditions.createdAt), desc(conditions.id))
}

export async function findSearchCondition(
  db: DbOrTx,
  owner: Owner,
  id: number,
): Promise<SearchConditionRow | null> {
  const [row] = await db.select().from(conditions).where(ownedBy(owner, id))
  return row ?? null
}

export async function findSearchConditionByRequest(
  db: DbOrTx,
  owner: Owner,
  clientRequestId: string,
): Promise<SearchConditionRow | null> {
  const [row] = await db
    .select()
    .from(conditions)
    .where(and(visibleTo(owner), eq(conditions.clientRequestId, clientRequestId)))
  return row ?? null
}

export async function countSearchConditions(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db.select({ total: count() }).from(conditions).where(visibleTo(owner))
  return row?.total ?? 0
}

/**
 * Runs `work` in a transaction holding the owner's user row, so two saves arriving together
 * cannot both pass the limit or both use one request key.
 */
export function withOwnerLock<T>(db: DbOrTx, owner: Owner, work: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update')
    return work(tx)
  })
}

export interface SearchConditionValues {
  name: string
  query: CandidateSearchCriteria
  notifyNewMembers: boolean
}

/** Saves a search whose alerts start after the newest searchable candidate of now. */
export async function insertSearchCondition(
  db: DbOrTx,
  owner: Owner,
  values: SearchConditionValues & { clientRequestId: string | null },
): Promise<SearchConditionRow> {
  const [row] = await db
    .insert(conditions)
    .values({
      ...values,
      organisationId: owner.organisationId,
      userId: owner.userId,
      notifiedThroughSeq: highestSeq,
    })
    .returning()
  return row!
}

/**
 * Changes the given fields; with `restartAlerts` the alerts start again after the newest
 * searchable candidate of now, as for a new search.
 */
export async function updateSearchCondition(
  db: DbOrTx,
  owner: Owner,
  id: number,
  values: Partial<SearchConditionValues>,
  restartAlerts: boolean,
): Promise<SearchConditionRow | null> {
  const [row] = await db
    .update(conditions)
    .set({ ...values, ...(restartAlerts ? { notifiedThroughSeq: highestSeq } : {}) })
    .where(ownedBy(owner, id))
    .returning()
  return row ?? null
}

export async function deleteSearchCondition(
  db: DbOrTx,
  owner: Owner,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(conditions)
    .where(ownedBy(owner, id))
    .returning({ id: conditions.id })
  return rows.length > 0
}

/** The search an opt-out link names, whoever asks: the link's signature is the authority. */
export async function findSearchConditionById(
  db: DbOrTx,
  id: number,
): Promise<SearchConditionRow | null> {
  const [row] = await db.select().from(conditions).where(eq(conditions.id, id))
  return row ?? null
}

/** Turns the search's alerts off; its mark stays, as turning them on again resets it. */
export async function turnOffNotification(db: DbOrTx, id: number, userId: number) {
  await db
    .update(conditions)
    .set({ notifyNewMembers: false })
    .where(
      and(
        eq(conditions.id, id),
        eq(conditions.userId, userId),
        eq(conditions.notifyNewMembers, true),
      ),
    )
}

// The alert job ------------------------------------------------------------------------------

/**
 * The highest `seq` of a document written before `settledBefore`. Identities are handed out
 * before commit, so a candidate's row may become visible after one with a higher `seq`; a run
 * that stops short of rows younger than the settling time leaves none of them behind its mark.
 */
export async function findSettledSeq(db: DbOrTx, settledBefore: Date): Promise<number> {
  const [row] = await db
    .select({ seq: doc.seq })
    .from(doc)
    .where(sql`${doc.indexedAt} <= ${settledBefore.toISOString()}::timestamptz`)
    .orderBy(desc(doc.seq))
    .limit(1)
  return row?.seq ?? 0
}

/** A notifying search behind the run's mark, with the live recruiter who owns it. */
export interface NotifyingSearch {
  id: number
  organisationId: number
  userId: number
  email: string
  name: string
  query: Record<string, unknown>
  notifiedThroughSeq: number
}

/**
 * Notifying searches with candidates to look at (their mark below `throughSeq`) whose owner may
 * still search: a live recruiter of the search's organisation with the permission. By owner.
 */
export async function listNotifyingSearches(
  db: DbOrTx,
  throughSeq: number,
): Promise<NotifyingSearch[]> {
  return db
    .select({
      id: conditions.id,
      organisationId: conditions.organisationId,
      userId: conditions.userId,
      email: users.email,
      name: conditions.name,
      query: conditions.query,
      notifiedThroughSeq: conditions.notifiedThroughSeq,
    })
    .from(conditions)
    .innerJoin(users, eq(users.id, conditions.userId))
    .where(
      and(
        eq(conditions.notifyNewMembers, true),
        sql`${conditions.notifiedThroughSeq} < ${throughSeq}`,
        sql`${users.deletedAt} is null`,
        eq(users.organisationId, conditions.organisationId),
        sql`'search_conditions' = any(${users.permissions})`,
      ),
    )
    .orderBy(conditions.userId, conditions.id)
}

/** One search to look for new members with: its criteria and the range of `seq` to look in. */
export interface NewMemberLookup {
  searchId: number
  criteria: CandidateSearchCriteria
  organisationId: number
  recruiterUserId: number
  afterSeq: number
}

/**
 * The candidates past each search's mark, up to `throughSeq`, who match it now, oldest first
 * and at most `limit` a search: one statement for all the given searches.
 */
export async function listNewMembers(
  db: DbOrTx,
  lookups: readonly NewMemberLookup[],
  throughSeq: number,
  limit: number,
  vocabulary: SearchVocabulary,
): Promise<{ searchId: number; userId: number }[]> {
  if (lookups.length === 0) return []
  const parts: SQL[] = lookups.map(
    (lookup) => sql`(select ${lookup.searchId}::bigint as search_id, ${doc.userId} as user_id
      from ${doc}
      where ${doc.seq} > ${lookup.afterSeq} and ${doc.seq} <= ${throughSeq}
        and ${candidateMatchCondition(
          lookup.criteria,
          {
            organisationId: lookup.organisationId,
            recruiterUserId: lookup.recruiterUserId,
          },
          vocabulary,
        )}
      order by ${doc.seq}
      limit ${limit})`,
  )
  const result = await db.execute<{ search_id: string | number; user_id: string | number }>(
    sql.join(parts, sql` union all `),
  )
  return result.rows.map((row) => ({
    searchId: Number(row.search_id),
    userId: Number(row.user_id),
  }))
}

/**
 * Moves the marks of the given searches to `throughSeq`, and stamps `last_notified_at` on those
 * in `announcedIds`, where the mark is still where the run read it and the alerts still on.
 * Answers the searches moved: a search another run or its owner changed meanwhile is not, and
 * is not to be announced.
 */
export async function advanceMarks(
  tx: Tx,
  searches: readonly { id: number; notifiedThroughSeq: number }[],
  throughSeq: number,
  announcedIds: readonly number[],
): Promise<number[]> {
  if (searches.length === 0) return []
  const read = sql.join(
    searches.map((search) => sql`(${search.id}::bigint, ${search.notifiedThroughSeq}::bigint)`),
    sql`, `,
  )
  const result = await tx.execute<{ id: string | number }>(sql`
    update ${conditions} c set notified_through_seq = ${throughSeq},
      last_notified_at = case when c.id = any(${sql.param([...announcedIds])}::bigint[])
        then now() else c.last_notified_at end
    from (values ${read}) as r (id, notified_through_seq)
    where c.id = r.id and c.notified_through_seq = r.notified_through_seq
      and c.notify_new_members
    returning c.id`)
  return result.rows.map((row) => Number(row.id))
}
