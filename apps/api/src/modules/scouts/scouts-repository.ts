import type { CandidateMailKind, ScoutDeclineReason } from '@kakehashi/contracts'
import {
  candidateMatches,
  candidateProfiles,
  candidateScoutMails,
  companies,
  type DbOrTx,
  jobInfos,
  organisations,
  recruiterScoutNotices,
  scoutMessages,
  scouts,
  selfApplies,
  users,
} from '@kakehashi/db'
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'

/** Unread: never opened, or the recruiter wrote after the candidate last opened it. */
const isUnread = or(
  isNull(scouts.candidateReadAt),
  gt(scouts.lastRecruiterMessageAt, scouts.candidateReadAt),
)!

/**
 * What reaches the candidate's scouts: every scout, and the conversation of a self-application
 * once the organisation passed it (before, the application list tells its state).
 */
const shownToCandidate = sql`(${scouts.selfApplyId} is null or exists (
  select 1 from ${selfApplies} where ${selfApplies.id} = ${qualified(scouts.selfApplyId)}
    and ${selfApplies.status} = 'passed'))`

/** The candidate's own scouts, as far as they reach them. */
const ofCandidate = (candidateUserId: number) =>
  and(eq(scouts.candidateUserId, candidateUserId), shownToCandidate)!

const scoutColumns = {
  scout: scouts,
  organisation: {
    id: organisations.id,
    name: organisations.name,
    nameEn: organisations.nameEn,
  },
  companyId: companies.id,
  logoPath: companies.logoPath,
  job: { id: jobInfos.id, title: jobInfos.title },
  isUnread: sql<boolean>`${isUnread}`,
}

function scoutQuery(db: DbOrTx) {
  return db
    .select(scoutColumns)
    .from(scouts)
    .innerJoin(organisations, eq(organisations.id, scouts.organisationId))
    .leftJoin(companies, eq(companies.organisationId, scouts.organisationId))
    .leftJoin(jobInfos, eq(jobInfos.id, scouts.jobInfoId))
}

export type ScoutRow = Awaited<ReturnType<typeof findScout>> & {}

export async function listScouts(db: DbOrTx, candidateUserId: number, window: PageWindow) {
  return scoutQuery(db)
    .where(ofCandidate(candidateUserId))
    .orderBy(desc(scouts.sentAt), desc(scouts.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countScouts(db: DbOrTx, candidateUserId: number) {
  const [row] = await db.select({ total: count() }).from(scouts).where(ofCandidate(candidateUserId))
  return row?.total ?? 0
}

export async function countUnreadScouts(db: DbOrTx, candidateUserId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(scouts)
    .where(and(ofCandidate(candidateUserId), isUnread))
  return row?.total ?? 0
}

/** The candidate's own scout; another candidate's id finds nothing. */
export async function findScout(db: DbOrTx, candidateUserId: number, scoutId: number) {
  const [row] = await scoutQuery(db).where(
    and(eq(scouts.id, scoutId), ofCandidate(candidateUserId)),
  )
  return row ?? null
}

/** The candidate's own name, which the scouts they read are addressed to. */
export async function findCandidateName(db: DbOrTx, candidateUserId: number): Promise<string> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, candidateUserId))
  return row?.fullName ?? ''
}

export async function markRead(db: DbOrTx, scoutId: number, at: Date) {
  await db.update(scouts).set({ candidateReadAt: at }).where(eq(scouts.id, scoutId))
}

/**
 * The candidate's reply matches them with the organisation: the scout's selection moves on, and
 * a decline is withdrawn (a candidate who writes has changed their mind).
 */
export async function markReplied(db: DbOrTx, scoutId: number, at: Date) {
  await db
    .update(scouts)
    .set({
      repliedAt: sql`coalesce(${scouts.repliedAt}, ${at.toISOString()}::timestamptz)`,
      selectionStatus: sql`case when ${scouts.selectionStatus} = 'before_matching'
          or (${scouts.selectionStatus} = 'declined_or_rejected' and ${scouts.declinedAt} is not null)
        then 'matched'::selection_status else ${scouts.selectionStatus} end`,
      declinedAt: null,
      declineReason: null,
      // An answer takes back a reminder still to come.
      sendState: sql`case when ${scouts.sendState} = 'resend_set'
        then 'sent'::scout_send_state else ${scouts.sendState} end`,
      remindDueAt: null,
    })
    .where(eq(scouts.id, scoutId))
}

/**
 * "Interested" without a message: a scout still before a match moves to 'interested or
 * self-applied', and the organisation is to be told as of a reply.
 */
export async function markInterested(db: DbOrTx, scoutId: number) {
  await db
    .update(scouts)
    .set({
      selectionStatus: sql`case when ${scouts.selectionStatus} in ('before_matching', 'declined_or_rejected')
        then 'interested_or_self_applied'::selection_status else ${scouts.selectionStatus} end`,
      sendState: sql`case when ${scouts.sendState} = 'resend_set'
        then 'sent'::scout_send_state else ${scouts.sendState} end`,
      remindDueAt: null,
      declinedAt: null,
      declineReason: null,
      // An answer without words: new and unread for the organisation, as a message would be.
      lastCandidateMessageAt: sql`now()`,
      lastMessageAt: sql`now()`,
    })
    .where(eq(scouts.id, scoutId))
  await db.insert(recruiterScoutNotices).values({ scoutId }).onConflictDoNothing()
}

/**
 * The candidate declines: the reason is kept for the organisation and a scout still before a
 * match moves to declined. A scout declined already keeps its first decline.
 */
export async function markDeclined(
  db: DbOrTx,
  scoutId: number,
  reason: ScoutDeclineReason,
  at: Date,
) {
  await db
    .update(scouts)
    .set({
      declinedAt: at,
      declineReason: reason,
      // A decline takes back a reminder still to come.
      sendState: sql`case when ${scouts.sendState} = 'resend_set'
        then 'sent'::scout_send_state else ${scouts.sendState} end`,
      remindDueAt: null,

      selectionStatus: sql`case when ${scouts.selectionStatus} = 'before_matching'
        then 'declined_or_rejected'::selection_status else ${scouts.selectionStatus} end`,
    })
    .where(and(eq(scouts.id, scoutId), isNull(scouts.declinedAt)))
}

export async function listMessages(db: DbOrTx, scoutId: number) {
  return db
    .select()
    .from(scoutMessages)
    .where(eq(scoutMessages.scoutId, scoutId))
    .orderBy(asc(scoutMessages.createdAt), asc(scoutMessages.id))
}

/**
 * Inserts the candidate's message unless one with the same request id exists; answers the
 * message and whether it is new. The unique index settles concurrent retries.
 */
export async function insertCandidateMessage(
  db: DbOrTx,
  values: { scoutId: number; senderUserId: number; body: string; clientRequestId: string },
) {
  const [inserted] = await db
    .insert(scoutMessages)
    .values({ ...values, senderSide: 'candidate' })
    .onConflictDoNothing()
    .returning()
  if (inserted) {
    // The organisation is told of it by the recruiter-notice job, at most once a few minutes.
    await db.insert(recruiterScoutNotices).values({ scoutId: values.scoutId }).onConflictDoNothing()
    return { message: inserted, created: true }
  }
  const [existing] = await db
    .select()
    .from(scoutMessages)
    .where(
      and(
        eq(scoutMessages.scoutId, values.scoutId),
        eq(scoutMessages.senderSide, 'candidate'),
        eq(scoutMessages.clientRequestId, values.clientRequestId),
      ),
    )
  return { message: existing!, created: false }
}

export async function findMatch(db: DbOrTx, organisationId: number, candidateUserId: number) {
  const [row] = await db
    .select()
    .from(candidateMatches)
    .where(
      and(
        eq(candidateMatches.organisationId, organisationId),
        eq(candidateMatches.candidateUserId, candidateUserId),
      ),
    )
  return row ?? null
}

/** Matches the candidate with the organisation once; later calls answer the first match. */
export async function createMatch(
  db: DbOrTx,
  values: typeof candidateMatches.$inferInsert,
): Promise<{ match: typeof candidateMatches.$inferSelect; created: boolean }> {
  const [inserted] = await db
    .insert(candidateMatches)
    .values(values)
    .onConflictDoNothing()
    .returning()
  if (inserted) return { match: inserted, created: true }
  return {
    match: (await findMatch(db, values.organisationId, values.candidateUserId))!,
    created: false,
  }
}

/**
 * The median minutes from a candidate's first reply to the organisation's next message, over the
 * replies since `since`, and how many replies it answered.
 */
export async function findFirstReplyMedian(db: DbOrTx, organisationId: number, since: Date) {
  const { rows } = await db.execute<{ median: number | null; samples: number }>(sql`
    select round(percentile_cont(0.5) within group (order by minutes))::int as median,
      count(*)::int as samples
    from (
      select extract(epoch from (
        (select min(m.created_at) from ${scoutMessages} m
          where m.scout_id = s.id and m.sender_side = 'recruiter' and m.created_at > s.replied_at)
        - s.replied_at)) / 60 as minutes
      from ${scouts} s
      where s.organisation_id = ${organisationId} and s.replied_at is not null
        and s.self_apply_id is null
        and s.replied_at >= ${since.toISOString()}::timestamptz
    ) as answered
    where minutes is not null`)
  const row = rows[0]
  return { median: row?.median ?? null, samples: row?.samples ?? 0 }
}

// Candidate mails ------------------------------------------------------------------------------

/** What a candidate's mail about a scout says, and whether they receive that kind. */
export interface PendingCandidateMail {
  kind: CandidateMailKind
  scoutId: number
  userId: number
  email: string
  fullName: string
  organisationName: string
  organisationNameEn: string | null
  title: string
  enabled: boolean
}

/**
 * Takes up to `limit` mails to write out of the queue, skipping rows another run holds, and
 * answers what each says (one per scout and kind): the rows are gone once this transaction
 * commits, and back if it fails.
 */
export async function takePendingMails(db: DbOrTx, limit: number) {
  const taken = await db.execute<{ scout_id: string | number; kind: CandidateMailKind }>(sql`
    delete from ${candidateScoutMails} where ${candidateScoutMails.id} in (
      select ${qualified(candidateScoutMails.id)} from ${candidateScoutMails}
      order by ${qualified(candidateScoutMails.id)} limit ${limit}
      for update skip locked)
    returning scout_id, kind`)
  const scoutIds = [...new Set(taken.rows.map((row) => Number(row.scout_id)))]
  const details =
    scoutIds.length === 0
      ? []
      : await db
          .select({
            scoutId: scouts.id,
            userId: users.id,
            email: users.email,
            fullName: users.fullName,
            organisationName: organisations.name,
            organisationNameEn: organisations.nameEn,
            title: scouts.title,
            // No profile row yet: the defaults, mail on. A deleted account gets nothing.
            scoutMail: sql<boolean>`(${users.deletedAt} is null
              and coalesce(${candidateProfiles.scoutMailEnabled}, true))`,
            messageMail: sql<boolean>`(${users.deletedAt} is null
              and coalesce(${candidateProfiles.messageMailEnabled}, true))`,
          })
          .from(scouts)
          .innerJoin(users, eq(users.id, scouts.candidateUserId))
          .innerJoin(organisations, eq(organisations.id, scouts.organisationId))
          .leftJoin(candidateProfiles, eq(candidateProfiles.userId, scouts.candidateUserId))
          .where(inArray(scouts.id, scoutIds))
  const byScout = new Map(details.map((detail) => [detail.scoutId, detail]))
  const seen = new Set<string>()
  const mails: PendingCandidateMail[] = []
  for (const row of taken.rows) {
    const detail = byScout.get(Number(row.scout_id))
    const key = `${row.scout_id}:${row.kind}`
    if (!detail || seen.has(key)) continue
    seen.add(key)
    const { scoutMail, messageMail, ...item } = detail
    mails.push({ ...item, kind: row.kind, enabled: row.kind === 'scout' ? scoutMail : messageMail })
  }
  return { taken: taken.rows.length, mails }
}

/** The candidate's mail settings; null for an account that is not a live candidate. */
export async function findMailSettings(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      scoutMailEnabled: sql<boolean>`coalesce(${candidateProfiles.scoutMailEnabled}, true)`,
      messageMailEnabled: sql<boolean>`coalesce(${candidateProfiles.messageMailEnabled}, true)`,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.roleType, 'Candidate'), isNull(users.deletedAt)))
  return row ?? null
}

/** Saves the settings, making the candidate's profile row when they have none yet. */
export async function setMailSettings(
  db: DbOrTx,
  userId: number,
  settings: { scoutMailEnabled?: boolean; messageMailEnabled?: boolean },
) {
  await db
    .insert(candidateProfiles)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: settings })
}
