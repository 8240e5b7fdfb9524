import {
  CONVERSATION_COUNT_CAP,
  type ConversationListQuery,
  type ConversationSort,
  DEFAULT_PAGE_SIZE,
  type RecruiterSelectionStatus,
  UNANSWERED_DAYS,
  UNMATCHED_SELECTION_STATUSES,
} from '@kakehashi/contracts'
import {
  candidateMatches,
  candidateScoutMails,
  type DbOrTx,
  jobInfos,
  preparableSql,
  preparedStatement,
  preparedStatementByShape,
  recruiterProfiles,
  recruiterScoutNotices,
  rowCountInText,
  scoutMessages,
  scouts,
  selfApplies,
  users,
} from '@kakehashi/db'
import { and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { recruiterDisplayName } from '../../lib/recruiter-name.ts'
import { candidateVisibleTo, visibleTo } from '../candidate-privacy/candidate-privacy-repository.ts'

// The organisation's conversations: its scouts with their threads. Every statement is scoped by
// the organisation and by the candidates it may see (`visibleTo`), so another organisation's
// conversation, or one with a candidate who has since blocked the company, is not found.

const sender = alias(users, 'sender')
const senderProfile = alias(recruiterProfiles, 'sender_profile')

/** The candidate wrote since a recruiter of the organisation last opened the conversation. */
export const isUnread = sql<boolean>`(${scouts.lastCandidateMessageAt} is not null
  and (${scouts.recruiterReadAt} is null
    or ${scouts.lastCandidateMessageAt} > ${scouts.recruiterReadAt}))`

/**
 * The candidate wrote last, more than UNANSWERED_DAYS days ago, and no recruiter has written
 * since (or ever); a closed conversation (declined or rejected, no reply required) waits for
 * nothing.
 */
export const isUnanswered = sql<boolean>`(${scouts.lastCandidateMessageAt} is not null
  and (${scouts.lastRecruiterMessageAt} is null
    or ${scouts.lastCandidateMessageAt} > ${scouts.lastRecruiterMessageAt})
  and ${scouts.lastCandidateMessageAt} < now() - make_interval(days => ${UNANSWERED_DAYS})
  and ${scouts.selectionStatus} not in (${sql.join(
    UNMATCHED_SELECTION_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}))`

/** The latest message of the conversation, for the list's excerpt; null before any. */
const lastMessage = sql<{
  sender_side: 'candidate' | 'recruiter'
  body: string
  created_at: string
} | null>`(
  select json_build_object('sender_side', m.sender_side, 'body', m.body, 'created_at', m.created_at)
  from ${scoutMessages} m where m.scout_id = ${qualified(scouts.id)}
  order by m.created_at desc, m.id desc limit 1)`

/** What a row of the list shows of its scout; the conversation itself reads the scout whole. */
const summaryScoutColumns = {
  id: scouts.id,
  candidateUserId: scouts.candidateUserId,
  senderUserId: scouts.senderUserId,
  title: scouts.title,
  selectionStatus: scouts.selectionStatus,
  sendState: scouts.sendState,
  isSpecial: scouts.isSpecial,
  sentAt: scouts.sentAt,
  activityAt: scouts.activityAt,
  repliedAt: scouts.repliedAt,
  declinedAt: scouts.declinedAt,
  declineReason: scouts.declineReason,
}

const conversationColumns = <Scout extends typeof scouts | typeof summaryScoutColumns>(
  scout: Scout,
) => ({
  scout,
  job: { id: jobInfos.id, title: jobInfos.title },
  senderName: recruiterDisplayName(sender, senderProfile),
  matchedAt: candidateMatches.matchedAt,
  isUnread,
  lastMessage,
  selfApply: { id: selfApplies.id, status: selfApplies.status },
})

/** The organisation's match with the scout's candidate, to join when there is one. */
const scoutCandidateMatch = (organisationId: number | Placeholder) =>
  and(
    eq(candidateMatches.organisationId, organisationId),
    eq(candidateMatches.candidateUserId, scouts.candidateUserId),
  )

/** What a conversation's row shows; callers scope it to the organisation's own. */
function conversationQuery<Scout extends typeof scouts | typeof summaryScoutColumns>(
  db: DbOrTx,
  organisationId: number | Placeholder,
  scout: Scout,
) {
  return db
    .select(conversationColumns(scout))
    .from(scouts)
    .leftJoin(jobInfos, eq(jobInfos.id, scouts.jobInfoId))
    .leftJoin(sender, eq(sender.id, scouts.senderUserId))
    .leftJoin(senderProfile, eq(senderProfile.userId, scouts.senderUserId))
    .leftJoin(selfApplies, eq(selfApplies.id, scouts.selfApplyId))
    .leftJoin(candidateMatches, scoutCandidateMatch(organisationId))
}

export type ConversationRow = Awaited<ReturnType<typeof findConversation>> & {}
/** A row of the list: the conversation with only what the list shows of its scout. */
export type ConversationSummaryRow = Awaited<ReturnType<typeof listConversationsByIds>>[number]

/** The organisation's own conversations with candidates it may still see. */
const ownConversations = (organisationId: number | Placeholder) =>
  and(eq(scouts.organisationId, organisationId), visibleTo(organisationId))!

/**
 * What of the list's filters decides its statements' text: which are set, and how. Their values
 * are the statements' parameters (`filterValues`).
 */
function filterShape(query: ConversationListQuery) {
  return {
    status: Boolean(query.status),
    job: Boolean(query.job_info_id),
    sender: Boolean(query.sender_user_id),
    unread: query.unread,
    unanswered: query.unanswered,
  }
}
type FilterShape = ReturnType<typeof filterShape>

const filterValues = (organisationId: number, query: ConversationListQuery) => ({
  organisationId,
  status: query.status,
  jobInfoId: query.job_info_id,
  senderUserId: query.sender_user_id,
})

function filterConditions(shape: FilterShape): SQL[] {
  return [
    shape.status ? eq(scouts.selectionStatus, sql.placeholder('status')) : undefined,
    shape.job ? eq(scouts.jobInfoId, sql.placeholder('jobInfoId')) : undefined,
    shape.sender ? eq(scouts.senderUserId, sql.placeholder('senderUserId')) : undefined,
    shape.unread === true ? isUnread : shape.unread === false ? sql`not ${isUnread}` : undefined,
    shape.unanswered === true
      ? isUnanswered
      : shape.unanswered === false
        ? sql`not ${isUnanswered}`
        : undefined,
  ].filter((condition) => condition !== undefined)
}

const conversationsByIdStatement = preparedStatement('conversations_by_ids', (db) => {
  const organisationId = sql.placeholder('organisationId')
  return conversationQuery(db, organisationId, summaryScoutColumns).where(
    and(
      eq(scouts.organisationId, organisationId),
      sql`${scouts.id} = any(${sql.placeholder('ids')}::bigint[])`,
    ),
  )
})

/**
 * The page every visit opens: the first, of the usual size. Its window is written into the
 * statement's text (`rowCountInText`), so PostgreSQL keeps a plan for it; any other page sends
 * its window as parameters and is planned each time, and the shapes stay few.
 */
const isOpeningPage = (window: PageWindow) =>
  window.offset === 0 && window.limit === DEFAULT_PAGE_SIZE

const conversationPageStatement = preparedStatementByShape(
  (shape: FilterShape & { sort: ConversationSort; openingPage: boolean }) => JSON.stringify(shape),
  (db, shape) => {
    const organisationId = sql.placeholder('organisationId')
    const columns = { id: scouts.id, candidateUserId: scouts.candidateUserId }
    const where = and(ownConversations(organisationId), ...filterConditions(shape))
    const ordered =
      shape.sort === 'matching'
        ? db
            .select(columns)
            .from(scouts)
            .innerJoin(users, eq(users.id, scouts.candidateUserId))
            .leftJoin(candidateMatches, scoutCandidateMatch(organisationId))
            .where(where)
            .orderBy(
              sql`${candidateMatches.matchedAt} desc nulls last`,
              desc(scouts.activityAt),
              desc(scouts.id),
            )
        : db
            .select(columns)
            .from(scouts)
            .innerJoin(users, eq(users.id, scouts.candidateUserId))
            .where(where)
            .orderBy(desc(scouts.activityAt), desc(scouts.id))
    return shape.openingPage
      ? ordered.limit(rowCountInText(DEFAULT_PAGE_SIZE))
      : ordered.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
  },
)

/**
 * A page of the organisation's conversations: each row's id and candidate, in the list's order.
 * What the rows show is read by those ids (`listConversationsByIds`) while the candidates are
 * read: the page and its rows in one statement of the eight tables took 10 ms to plan and 1 ms
 * to run; the two statements take under 2 ms together.
 */
export function findConversationPage(
  db: DbOrTx,
  organisationId: number,
  query: ConversationListQuery,
  window: PageWindow,
) {
  const shape = { ...filterShape(query), sort: query.sort, openingPage: isOpeningPage(window) }
  return conversationPageStatement(db, shape).execute({
    ...filterValues(organisationId, query),
    ...window,
  })
}

/** The rows of a page of the list (`findConversationPage`), in the order of `ids`. */
export async function listConversationsByIds(
  db: DbOrTx,
  organisationId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return []
  const rows = await conversationsByIdStatement(db).execute({ organisationId, ids })
  const byId = new Map(rows.map((row) => [row.scout.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

const listOverviewStatement = preparedStatementByShape(
  (shape: FilterShape) => JSON.stringify(shape),
  (db, shape) => {
    const organisationId = sql.placeholder('organisationId')
    return preparableSql<{
      total: number
      unread: number
      jobs: { id: number; title: string }[] | null
      senders: { id: number; display_name: string }[] | null
    }>(
      db,
      sql`select
        (select count(*)::int from (select 1 from ${scouts}
          join ${users} on ${users.id} = ${scouts.candidateUserId}
          where ${and(ownConversations(organisationId), ...filterConditions(shape))}
          limit ${rowCountInText(CONVERSATION_COUNT_CAP + 1)}) as counted) as total,
        (select count(*)::int from ${scouts}
          where ${scouts.organisationId} = ${organisationId} and ${isUnread}
            and ${candidateVisibleTo(organisationId, qualified(scouts.candidateUserId))}) as unread,
        (select json_agg(json_build_object('id', j.id, 'title', j.title) order by j.title, j.id)
          from ${jobInfos} j where j.organisation_id = ${organisationId}) as jobs,
        (select json_agg(json_build_object('id', u.id,
            'display_name', coalesce(nullif(p.display_name, ''), u.full_name)) order by u.id)
          from ${users} u left join ${recruiterProfiles} p on p.user_id = u.id
          where u.organisation_id = ${organisationId}) as senders`,
    )
  },
)

/**
 * What the list shows beside its page, in one statement: its count up to
 * CONVERSATION_COUNT_CAP + 1 (past the cap the page says "1,000+"), the organisation's
 * conversations with a candidate message nobody has read, and what the job and co-worker
 * filters offer (its jobs and its recruiters, those gone too). Whether each unread
 * conversation's candidate may be seen is asked row by row (a scalar subquery): the planner,
 * which cannot tell how few rows the unread index holds, otherwise joins every candidate of the
 * platform.
 */
export async function findListOverview(
  db: DbOrTx,
  organisationId: number,
  query: ConversationListQuery,
) {
  const { rows } = await listOverviewStatement(db, filterShape(query)).execute(
    filterValues(organisationId, query),
  )
  const row = rows[0]!
  return {
    total: row.total,
    unread: row.unread,
    jobs: row.jobs ?? [],
    senders: row.senders ?? [],
  }
}

const conversationStatement = preparedStatement('conversation_by_id', (db) => {
  const organisationId = sql.placeholder('organisationId')
  return conversationQuery(db, organisationId, scouts).where(
    and(
      eq(scouts.id, sql.placeholder('scoutId')),
      eq(scouts.organisationId, organisationId),
      candidateVisibleTo(organisationId, qualified(scouts.candidateUserId)),
    ),
  )
})

export async function findConversation(db: DbOrTx, organisationId: number, scoutId: number) {
  const [row] = await conversationStatement(db).execute({ organisationId, scoutId })
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

const messageStatement = preparedStatement('conversation_message_by_id', (db) =>
  db
    .select({
      message: scoutMessages,
      senderName: recruiterDisplayName(sender, senderProfile),
    })
    .from(scoutMessages)
    .leftJoin(sender, eq(sender.id, scoutMessages.senderUserId))
    .leftJoin(senderProfile, eq(senderProfile.userId, scoutMessages.senderUserId))
    .where(eq(scoutMessages.id, sql.placeholder('messageId'))),
)

export async function findMessage(db: DbOrTx, messageId: number) {
  const [row] = await messageStatement(db).execute({ messageId })
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
    // The message's trigger reads the conversation for the organisation: writing is reading.
    await db.insert(candidateScoutMails).values({ scoutId: values.scoutId, kind: 'message' })
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

// Self-applications ------------------------------------------------------------------------

/**
 * The conversation in which the job's organisation screens a new self-application: no sender,
 * the job's title, the candidate's message as its text, unread and waiting for a notice as a
 * reply would be. One a self-application (its unique index).
 */
export async function insertSelfApplyConversation(db: DbOrTx, selfApplyId: number) {
  const { rows } = await db.execute<{ id: string | number }>(sql`
    insert into ${scouts} (organisation_id, candidate_user_id, job_info_id, title, body,
      selection_status, self_apply_id, sent_at, last_candidate_message_at, last_message_at)
    select j.organisation_id, a.user_id, a.job_info_id, j.title, a.message,
      'interested_or_self_applied', a.id, a.created_at, a.created_at, a.created_at
    from ${selfApplies} a join ${jobInfos} j on j.id = a.job_info_id
    where a.id = ${selfApplyId}
    on conflict do nothing
    returning id`)
  const scoutId = rows[0] ? Number(rows[0].id) : null
  if (scoutId !== null) await db.insert(recruiterScoutNotices).values({ scoutId })
  return scoutId
}

/**
 * Decides a self-application still pending review; answers false when it was decided already
 * (the row lock makes a second decision arriving together wait and then find it decided).
 */
export async function decideSelfApply(
  db: DbOrTx,
  selfApplyId: number,
  status: 'passed' | 'rejected',
) {
  const updated = await db
    .update(selfApplies)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(selfApplies.id, selfApplyId), eq(selfApplies.status, 'pending_review')))
    .returning({ id: selfApplies.id })
  return updated.length > 0
}

export async function findSelfApplyStatus(db: DbOrTx, selfApplyId: number) {
  const [row] = await db
    .select({ status: selfApplies.status })
    .from(selfApplies)
    .where(eq(selfApplies.id, selfApplyId))
  return row?.status ?? null
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
      senderLive: sql<boolean>`(${sender.id} is not null and ${sender.deletedAt} is null
        and ${sender.suspendedAt} is null)`,
      title: scouts.title,
      isApplication: sql<boolean>`(${selfApplies.status} is not distinct from 'pending_review')`,
    })
    .from(scouts)
    .leftJoin(sender, eq(sender.id, scouts.senderUserId))
    .leftJoin(selfApplies, eq(selfApplies.id, scouts.selfApplyId))
    .where(inArray(scouts.id, ids))
}
