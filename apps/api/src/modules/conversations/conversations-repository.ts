import type { ConversationListQuery, RecruiterSelectionStatus } from '@kakehashi/contracts'
import {
  candidateMatches,
  candidateScoutMails,
  type DbOrTx,
  jobInfos,
  recruiterProfiles,
  recruiterScoutNotices,
  scoutMessages,
  scouts,
  users,
} from '@kakehashi/db'
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PageWindow } from '../../lib/paging.ts'
import { recruiterDisplayName } from '../../lib/recruiter-name.ts'
import { visibleTo } from '../candidate-privacy/candidate-privacy-repository.ts'

// The organisation's conversations: its scouts with their threads. Every statement is scoped by
// the organisation and by the candidates it may see (`visibleTo`), so another organisation's
// conversation, or one with a candidate who has since blocked the company, is not found.

const sender = alias(users, 'sender')
const senderProfile = alias(recruiterProfiles, 'sender_profile')

/** The candidate wrote since a recruiter of the organisation last opened the conversation. */
const isUnread = sql<boolean>`(${scouts.lastCandidateMessageAt} is not null
  and (${scouts.recruiterReadAt} is null
    or ${scouts.lastCandidateMessageAt} > ${scouts.recruiterReadAt}))`

const conversationColumns = {
  scout: scouts,
  job: { id: jobInfos.id, title: jobInfos.title },
  senderName: recruiterDisplayName(sender, senderProfile),
  matchedAt: candidateMatches.matchedAt,
  isUnread,
}

function conversationQuery(db: DbOrTx, organisationId: number) {
  return db
    .select(conversationColumns)
    .from(scouts)
    .innerJoin(users, eq(users.id, scouts.candidateUserId))
    .leftJoin(jobInfos, eq(jobInfos.id, scouts.jobInfoId))
    .leftJoin(sender, eq(sender.id, scouts.senderUserId))
    .leftJoin(senderProfile, eq(senderProfile.userId, scouts.senderUserId))
    .leftJoin(
      candidateMatches,
      and(
        eq(candidateMatches.organisationId, organisationId),
        eq(candidateMatches.candidateUserId, scouts.candidateUserId),
      ),
    )
}

export type ConversationRow = Awaited<ReturnType<typeof findConversation>> & {}

/** The organisation's own conversations with candidates it may still see. */
const ownConversations = (organisationId: number) =>
  and(eq(scouts.organisationId, organisationId), visibleTo(organisationId))!

function filterConditions(query: ConversationListQuery): SQL[] {
  return [
    query.status ? eq(scouts.selectionStatus, query.status) : undefined,
    query.job_info_id ? eq(scouts.jobInfoId, query.job_info_id) : undefined,
    query.sender_user_id ? eq(scouts.senderUserId, query.sender_user_id) : undefined,
    query.unread === true ? isUnread : query.unread === false ? sql`not ${isUnread}` : undefined,
  ].filter((condition) => condition !== undefined)
}

export function listConversations(
  db: DbOrTx,
  organisationId: number,
  query: ConversationListQuery,
  window: PageWindow,
) {
  const order =
    query.sort === 'matching'
      ? [sql`${candidateMatches.matchedAt} desc nulls last`, desc(scouts.activityAt)]
      : [desc(scouts.activityAt)]
  return conversationQuery(db, organisationId)
    .where(and(ownConversations(organisationId), ...filterConditions(query)))
    .orderBy(...order, desc(scouts.id))
    .limit(window.limit)
    .offset(window.offset)
}

/**
 * The list's count and the organisation's unread conversations, in one pass over its
 * conversations.
 */
export async function countConversations(
  db: DbOrTx,
  organisationId: number,
  query: ConversationListQuery,
) {
  const filters = filterConditions(query)
  const [row] = await db
    .select({
      total:
        filters.length === 0
          ? sql<number>`count(*)::int`
          : sql<number>`(count(*) filter (where ${and(...filters)}))::int`,
      unread: sql<number>`(count(*) filter (where ${isUnread}))::int`,
    })
    .from(scouts)
    .innerJoin(users, eq(users.id, scouts.candidateUserId))
    .where(ownConversations(organisationId))
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 }
}

/** The jobs and the co-workers the organisation's conversations are about and from. */
export async function listFilterOptions(db: DbOrTx, organisationId: number) {
  const [jobs, senders] = await Promise.all([
    db
      .selectDistinct({ id: jobInfos.id, title: jobInfos.title })
      .from(jobInfos)
      .where(
        and(
          eq(jobInfos.organisationId, organisationId),
          sql`exists (select 1 from ${scouts} where ${scouts.organisationId} = ${organisationId}
            and ${scouts.jobInfoId} = ${jobInfos.id})`,
        ),
      )
      .orderBy(jobInfos.title, jobInfos.id),
    db
      .select({ id: sender.id, displayName: recruiterDisplayName(sender, senderProfile) })
      .from(sender)
      .leftJoin(senderProfile, eq(senderProfile.userId, sender.id))
      .where(
        and(
          eq(sender.organisationId, organisationId),
          sql`exists (select 1 from ${scouts} where ${scouts.organisationId} = ${organisationId}
            and ${scouts.senderUserId} = ${sender.id})`,
        ),
      )
      .orderBy(sender.id),
  ])
  return { jobs, senders }
}

/** The latest message of each conversation, for the list's excerpts. */
export function listLastMessages(db: DbOrTx, scoutIds: readonly number[]) {
  if (scoutIds.length === 0) return Promise.resolve([])
  return db
    .selectDistinctOn([scoutMessages.scoutId], {
      scoutId: scoutMessages.scoutId,
      senderSide: scoutMessages.senderSide,
      body: scoutMessages.body,
      createdAt: scoutMessages.createdAt,
    })
    .from(scoutMessages)
    .where(inArray(scoutMessages.scoutId, [...scoutIds]))
    .orderBy(scoutMessages.scoutId, desc(scoutMessages.createdAt), desc(scoutMessages.id))
}

export async function findConversation(db: DbOrTx, organisationId: number, scoutId: number) {
  const [row] = await conversationQuery(db, organisationId).where(
    and(eq(scouts.id, scoutId), ownConversations(organisationId)),
  )
  return row ?? null
}

/** Opening the conversation reads what the candidate wrote, for every co-worker alike. */
export async function markRead(db: DbOrTx, scoutId: number, at: Date) {
  await db.update(scouts).set({ recruiterReadAt: at }).where(eq(scouts.id, scoutId))
}

export function listMessages(db: DbOrTx, scoutId: number) {
  return db
    .select({
      message: scoutMessages,
      senderName: recruiterDisplayName(sender, senderProfile),
    })
    .from(scoutMessages)
    .leftJoin(sender, eq(sender.id, scoutMessages.senderUserId))
    .leftJoin(senderProfile, eq(senderProfile.userId, scoutMessages.senderUserId))
    .where(eq(scoutMessages.scoutId, scoutId))
    .orderBy(asc(scoutMessages.createdAt), asc(scoutMessages.id))
}

export async function findMessage(db: DbOrTx, messageId: number) {
  const [row] = await db
    .select({
      message: scoutMessages,
      senderName: recruiterDisplayName(sender, senderProfile),
    })
    .from(scoutMessages)
    .leftJoin(sender, eq(sender.id, scoutMessages.senderUserId))
    .leftJoin(senderProfile, eq(senderProfile.userId, scoutMessages.senderUserId))
    .where(eq(scoutMessages.id, messageId))
  return row!
}

/**
 * Writes the recruiter's message unless the same request wrote it already, and marks the
 * candidate's mail about it; answers the message's id and whether it is new. The unique index
 * on the request id settles two retries arriving together.
 */
export async function insertRecruiterMessage(
  db: DbOrTx,
  values: { scoutId: number; senderUserId: number; body: string; clientRequestId: string },
) {
  const [inserted] = await db
    .insert(scoutMessages)
    .values({ ...values, senderSide: 'recruiter' })
    .onConflictDoNothing()
    .returning({ id: scoutMessages.id })
  if (inserted) {
    await db.insert(candidateScoutMails).values({ scoutId: values.scoutId, kind: 'message' })
    // Writing is reading: the organisation has seen what the candidate wrote before.
    await db
      .update(scouts)
      .set({ recruiterReadAt: sql`now()` })
      .where(eq(scouts.id, values.scoutId))
    return { id: inserted.id, created: true }
  }
  const [existing] = await db
    .select({ id: scoutMessages.id })
    .from(scoutMessages)
    .where(
      and(
        eq(scoutMessages.scoutId, values.scoutId),
        eq(scoutMessages.senderSide, 'recruiter'),
        eq(scoutMessages.clientRequestId, values.clientRequestId),
      ),
    )
  return { id: existing!.id, created: false }
}

export async function updateSelectionStatus(
  db: DbOrTx,
  scoutId: number,
  status: RecruiterSelectionStatus,
) {
  await db
    .update(scouts)
    .set({ selectionStatus: status, updatedAt: new Date() })
    .where(eq(scouts.id, scoutId))
}

// Telling recruiters of candidates' messages -------------------------------------------------

/**
 * Takes up to `limit` conversations to tell their organisation about, skipping those told within
 * `quietMinutes` (they wait for a later run) and rows another run holds; moves each taken
 * conversation's notified time to now. Answers what the notices say.
 */
export async function takeDueRecruiterNotices(
  db: DbOrTx,
  now: Date,
  quietMinutes: number,
  limit: number,
) {
  const result = await db.execute<{ scout_id: string | number }>(sql`
    with due as (
      select n.scout_id from ${recruiterScoutNotices} n
      join ${scouts} s on s.id = n.scout_id
      where s.recruiter_notified_at is null
        or s.recruiter_notified_at <= ${now.toISOString()}::timestamptz
          - make_interval(mins => ${quietMinutes})
      order by n.created_at limit ${limit}
      for update of n skip locked),
    taken as (
      delete from ${recruiterScoutNotices} where scout_id in (select scout_id from due)
      returning scout_id)
    update ${scouts} set recruiter_notified_at = ${now.toISOString()}::timestamptz
    where id in (select scout_id from taken)
    returning id as scout_id`)
  const ids = result.rows.map((row) => Number(row.scout_id))
  if (ids.length === 0) return []
  return db
    .select({
      scoutId: scouts.id,
      organisationId: scouts.organisationId,
      senderUserId: scouts.senderUserId,
      senderEmail: sender.email,
      senderName: sender.fullName,
      senderLive: sql<boolean>`(${sender.id} is not null and ${sender.deletedAt} is null
        and ${sender.suspendedAt} is null)`,
      title: scouts.title,
      candidateUserId: scouts.candidateUserId,
    })
    .from(scouts)
    .leftJoin(sender, eq(sender.id, scouts.senderUserId))
    .where(inArray(scouts.id, ids))
}
