import type { ProfileRequestSection } from '@kakehashi/contracts'
import {
  candidateCompanyBlocks,
  candidateLabels,
  candidateNotes,
  candidateStocks,
  companies,
  type DbOrTx,
  hiddenCandidates,
  labels,
  organisations,
  profileRequests,
  recruiterProfiles,
  scouts,
  users,
} from '@kakehashi/db'
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core'
import { recruiterDisplayName } from '../../lib/recruiter-name.ts'
import { visibleTo } from '../candidate-privacy/candidate-privacy-repository.ts'

// Every record here belongs to one organisation and is about one candidate. Scoping is in each
// statement: the organisation's own rows only, and only about candidates it may see (`visibleTo`),
// so a foreign id and a candidate who blocked the organisation's company read alike: not found.

/**
 * A record of the organisation's own, about a candidate it may see: the one scope of every
 * record table here.
 */
function ownRecordAboutVisible(
  table: { organisationId: AnyPgColumn; candidateUserId: AnyPgColumn },
  organisationId: number,
): SQL {
  return sql`${table.organisationId} = ${organisationId} and exists (select 1 from ${users}
    where ${users.id} = ${table.candidateUserId} and ${visibleTo(organisationId)})`
}

/** Whether the organisation may see the candidate. */
export async function isVisibleCandidate(
  db: DbOrTx,
  organisationId: number,
  candidateId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, candidateId), visibleTo(organisationId)))
  return row !== undefined
}

/**
 * Inserts one row about the candidate if the organisation may see them, in one statement;
 * `values` name the other columns (snake_case) with their values. A row the table's unique
 * index already holds is not written. Answers the new row's id, or undefined.
 */
async function insertAboutVisibleCandidate(
  db: DbOrTx,
  table: PgTable,
  organisationId: number,
  candidateId: number,
  values: Record<string, SQL>,
): Promise<number | undefined> {
  const names = Object.keys(values).map((name) => sql.identifier(name))
  const result = await db.execute<{ id: number | string }>(sql`
    insert into ${table} (candidate_user_id, ${sql.join(names, sql`, `)})
    select ${users.id}, ${sql.join(Object.values(values), sql`, `)} from ${users}
    where ${users.id} = ${candidateId} and ${visibleTo(organisationId)}
    on conflict do nothing
    returning id`)
  const row = result.rows[0]
  return row === undefined ? undefined : Number(row.id)
}

// Recruiters as co-workers see them ----------------------------------------------------------

const author = alias(users, 'author')
const authorProfile = alias(recruiterProfiles, 'author_profile')

const authorName = recruiterDisplayName(author, authorProfile)

// Stock and hidden ---------------------------------------------------------------------------

/** The two tables of "the organisation marked this candidate": same columns, same rules. */
export type MarkTable = typeof candidateStocks | typeof hiddenCandidates
export type MarkRow = typeof candidateStocks.$inferSelect

/**
 * Marks the candidate for the organisation, if it may see them; answers the new mark's id. A
 * candidate already marked writes nothing; the unique index settles two requests arriving together.
 */
export function insertMark(
  db: DbOrTx,
  table: MarkTable,
  values: { organisationId: number; candidateId: number; userId: number },
): Promise<number | undefined> {
  return insertAboutVisibleCandidate(db, table, values.organisationId, values.candidateId, {
    organisation_id: sql`${values.organisationId}::bigint`,
    created_by_user_id: sql`${values.userId}::bigint`,
  })
}

export async function findMark(
  db: DbOrTx,
  table: MarkTable,
  organisationId: number,
  candidateId: number,
): Promise<MarkRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(
      and(eq(table.candidateUserId, candidateId), ownRecordAboutVisible(table, organisationId)),
    )
  return row
}

/** Removes the organisation's mark; false when it has no such mark about a candidate it sees. */
export async function deleteMark(
  db: DbOrTx,
  table: MarkTable,
  organisationId: number,
  id: number,
): Promise<boolean> {
  const removed = await db
    .delete(table)
    .where(and(eq(table.id, id), ownRecordAboutVisible(table, organisationId)))
    .returning({ id: table.id })
  return removed.length > 0
}

// Notes --------------------------------------------------------------------------------------

function selectNotes(db: DbOrTx) {
  return db
    .select({
      id: candidateNotes.id,
      candidateUserId: candidateNotes.candidateUserId,
      body: candidateNotes.body,
      authorUserId: candidateNotes.authorUserId,
      authorName,
      createdAt: candidateNotes.createdAt,
      updatedAt: candidateNotes.updatedAt,
    })
    .from(candidateNotes)
    .leftJoin(author, eq(author.id, candidateNotes.authorUserId))
    .leftJoin(authorProfile, eq(authorProfile.userId, candidateNotes.authorUserId))
}
export type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number]

export async function findNote(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<NoteRow | undefined> {
  const [row] = await selectNotes(db).where(
    and(eq(candidateNotes.id, id), ownRecordAboutVisible(candidateNotes, organisationId)),
  )
  return row
}

export async function findNoteOfRequest(
  db: DbOrTx,
  organisationId: number,
  clientRequestId: string,
): Promise<NoteRow | undefined> {
  const [row] = await selectNotes(db).where(
    and(
      eq(candidateNotes.clientRequestId, clientRequestId),
      ownRecordAboutVisible(candidateNotes, organisationId),
    ),
  )
  return row
}

/**
 * Writes the note if the organisation may see the candidate and has no note of this request
 * key; answers the new note's id, or undefined when nothing was written.
 */
export function insertNote(
  db: DbOrTx,
  values: {
    organisationId: number
    candidateId: number
    userId: number
    body: string
    clientRequestId: string | null
  },
): Promise<number | undefined> {
  return insertAboutVisibleCandidate(
    db,
    candidateNotes,
    values.organisationId,
    values.candidateId,
    {
      organisation_id: sql`${values.organisationId}::bigint`,
      author_user_id: sql`${values.userId}::bigint`,
      body: sql`${values.body}::text`,
      client_request_id: sql`${values.clientRequestId}::text`,
    },
  )
}

/** Changes the body of the caller's own note; false when there is no such note to change. */
export async function updateOwnNote(
  db: DbOrTx,
  values: { organisationId: number; userId: number; id: number; body: string },
): Promise<boolean> {
  const updated = await db
    .update(candidateNotes)
    .set({ body: values.body })
    .where(
      and(
        eq(candidateNotes.id, values.id),
        eq(candidateNotes.authorUserId, values.userId),
        ownRecordAboutVisible(candidateNotes, values.organisationId),
      ),
    )
    .returning({ id: candidateNotes.id })
  return updated.length > 0
}

// Labels -------------------------------------------------------------------------------------

export type LabelRow = typeof labels.$inferSelect

/**
 * Labels with the number of candidates carrying each whom the organisation may (still) see. The
 * candidates are joined rather than counted in a subquery: a single-table select would leave the
 * outer columns unqualified inside it.
 */
function selectLabelsWithCounts(db: DbOrTx, organisationId: number, condition: SQL | undefined) {
  return db
    .select({
      id: labels.id,
      name: labels.name,
      colour: labels.colour,
      createdAt: labels.createdAt,
      updatedAt: labels.updatedAt,
      candidateCount: sql<number>`count(${users.id})::int`,
    })
    .from(labels)
    .leftJoin(candidateLabels, eq(candidateLabels.labelId, labels.id))
    .leftJoin(users, and(eq(users.id, candidateLabels.candidateUserId), visibleTo(organisationId)))
    .where(and(eq(labels.organisationId, organisationId), condition))
    .groupBy(labels.id)
}
export type LabelWithCountRow = Awaited<
  ReturnType<ReturnType<typeof selectLabelsWithCounts>['execute']>
>[number]

export function listLabels(db: DbOrTx, organisationId: number): Promise<LabelWithCountRow[]> {
  return selectLabelsWithCounts(db, organisationId, undefined).orderBy(
    asc(labels.name),
    asc(labels.id),
  )
}

export async function findLabelWithCount(
  db: DbOrTx,
  organisationId: number,
  id: number,
): Promise<LabelWithCountRow | undefined> {
  const [row] = await selectLabelsWithCounts(db, organisationId, eq(labels.id, id))
  return row
}

/** Whether the label is the organisation's. */
export async function isOwnLabel(db: DbOrTx, organisationId: number, id: number) {
  const [row] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.organisationId, organisationId), eq(labels.id, id)))
  return row !== undefined
}

/**
 * Runs `work` holding the organisation's row, so two labels created together cannot both pass
 * the count limit.
 */
export function withOrganisationLock<T>(
  db: DbOrTx,
  organisationId: number,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .for('update')
    return work(tx)
  })
}

export async function countLabels(db: DbOrTx, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(labels)
    .where(eq(labels.organisationId, organisationId))
  return row?.total ?? 0
}

/** Adds the label unless the organisation has one of that name; undefined then. */
export async function insertLabel(
  db: DbOrTx,
  organisationId: number,
  values: Pick<LabelRow, 'name' | 'colour'>,
): Promise<number | undefined> {
  const [row] = await db
    .insert(labels)
    .values({ ...values, organisationId })
    .onConflictDoNothing()
    .returning({ id: labels.id })
  return row?.id
}

/** Renames or recolours the organisation's label; false when it has no such label. Throws on a taken name. */
export async function updateLabel(
  db: DbOrTx,
  organisationId: number,
  id: number,
  values: Pick<LabelRow, 'name' | 'colour'>,
): Promise<boolean> {
  const updated = await db
    .update(labels)
    .set(values)
    .where(and(eq(labels.organisationId, organisationId), eq(labels.id, id)))
    .returning({ id: labels.id })
  return updated.length > 0
}

export async function deleteLabel(db: DbOrTx, organisationId: number, id: number) {
  const removed = await db
    .delete(labels)
    .where(and(eq(labels.organisationId, organisationId), eq(labels.id, id)))
    .returning({ id: labels.id })
  return removed.length > 0
}

/** The labels of the organisation on each of the candidates, by name. */
export function listCandidateLabels(
  db: DbOrTx,
  organisationId: number,
  candidateIds: readonly number[],
) {
  return db
    .select({
      candidateUserId: candidateLabels.candidateUserId,
      id: labels.id,
      name: labels.name,
      colour: labels.colour,
    })
    .from(candidateLabels)
    .innerJoin(labels, eq(labels.id, candidateLabels.labelId))
    .where(
      and(
        eq(labels.organisationId, organisationId),
        inArray(candidateLabels.candidateUserId, [...candidateIds]),
      ),
    )
    .orderBy(asc(labels.name), asc(labels.id))
}

/**
 * Puts the label on every candidate among `candidateIds` the organisation may see, in one
 * statement; answers those candidates (whether they carried the label already or not).
 */
export async function attachLabel(
  db: DbOrTx,
  values: { labelId: number; organisationId: number; userId: number; candidateIds: number[] },
): Promise<number[]> {
  const ids = sql`array[${sql.join(
    values.candidateIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`
  const result = await db.execute<{ id: number | string }>(sql`
    with visible as (
      select ${users.id} as id from ${users}
      where ${users.id} = any(${ids}) and ${visibleTo(values.organisationId)}
    ), attached as (
      insert into ${candidateLabels} (label_id, candidate_user_id, created_by_user_id)
      select ${values.labelId}::bigint, visible.id, ${values.userId}::bigint from visible
      on conflict do nothing
    )
    select id from visible`)
  return result.rows.map((row) => Number(row.id))
}

/**
 * Takes the label off every candidate among `candidateIds` the organisation may see, in one
 * statement; answers those candidates.
 */
export async function detachLabel(
  db: DbOrTx,
  values: { labelId: number; organisationId: number; candidateIds: number[] },
): Promise<number[]> {
  const ids = sql`array[${sql.join(
    values.candidateIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`
  const result = await db.execute<{ id: number | string }>(sql`
    with visible as (
      select ${users.id} as id from ${users}
      where ${users.id} = any(${ids}) and ${visibleTo(values.organisationId)}
    ), detached as (
      delete from ${candidateLabels}
      where ${candidateLabels.labelId} = ${values.labelId}
        and ${candidateLabels.candidateUserId} in (select id from visible)
    )
    select id from visible`)
  return result.rows.map((row) => Number(row.id))
}

// Profile requests ---------------------------------------------------------------------------

export type ProfileRequestRow = typeof profileRequests.$inferSelect

function selectProfileRequests(db: DbOrTx) {
  return db
    .select({
      id: profileRequests.id,
      candidateUserId: profileRequests.candidateUserId,
      section: profileRequests.section,
      requesterUserId: profileRequests.requesterUserId,
      requesterName: authorName,
      createdAt: profileRequests.createdAt,
    })
    .from(profileRequests)
    .leftJoin(author, eq(author.id, profileRequests.requesterUserId))
    .leftJoin(authorProfile, eq(authorProfile.userId, profileRequests.requesterUserId))
}
export type ProfileRequestWithRequesterRow = Awaited<
  ReturnType<ReturnType<typeof selectProfileRequests>['execute']>
>[number]

export async function findProfileRequest(
  db: DbOrTx,
  organisationId: number,
  where: { id: number } | { candidateId: number; section: ProfileRequestSection },
): Promise<ProfileRequestWithRequesterRow | undefined> {
  const [row] = await selectProfileRequests(db).where(
    and(
      'id' in where
        ? eq(profileRequests.id, where.id)
        : and(
            eq(profileRequests.candidateUserId, where.candidateId),
            eq(profileRequests.section, where.section),
          ),
      ownRecordAboutVisible(profileRequests, organisationId),
    ),
  )
  return row
}

/**
 * Records the request if the organisation may see the candidate and has no open request for
 * the section; answers the new request's id, or undefined when nothing was written.
 */
export function insertProfileRequest(
  db: DbOrTx,
  values: {
    organisationId: number
    candidateId: number
    userId: number
    section: ProfileRequestSection
  },
): Promise<number | undefined> {
  return insertAboutVisibleCandidate(
    db,
    profileRequests,
    values.organisationId,
    values.candidateId,
    {
      organisation_id: sql`${values.organisationId}::bigint`,
      requester_user_id: sql`${values.userId}::bigint`,
      section: sql`${values.section}::text`,
    },
  )
}

export async function deleteProfileRequest(db: DbOrTx, organisationId: number, id: number) {
  const removed = await db
    .delete(profileRequests)
    .where(and(eq(profileRequests.id, id), ownRecordAboutVisible(profileRequests, organisationId)))
    .returning({ id: profileRequests.id })
  return removed.length > 0
}

/** Who a request goes to and who asks, for its mail. */
export async function findProfileRequestMailing(
  db: DbOrTx,
  organisationId: number,
  candidateId: number,
) {
  const [row] = await db
    .select({
      email: users.email,
      organisationName: organisations.name,
      organisationNameEn: organisations.nameEn,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, organisationId))
    .where(eq(users.id, candidateId))
  return row
}

/**
 * The candidate's open requests with the organisation asking, newest first. Requests of an
 * organisation whose company the candidate blocked are left out, as that organisation no
 * longer sees them.
 */
export function listRequestsToCandidate(db: DbOrTx, candidateId: number) {
  return db
    .select({
      id: profileRequests.id,
      section: profileRequests.section,
      organisationName: organisations.name,
      organisationNameEn: organisations.nameEn,
      createdAt: profileRequests.createdAt,
    })
    .from(profileRequests)
    .innerJoin(organisations, eq(organisations.id, profileRequests.organisationId))
    .where(
      and(
        eq(profileRequests.candidateUserId, candidateId),
        sql`not exists (select 1 from ${candidateCompanyBlocks}
          join ${companies} on ${companies.id} = ${candidateCompanyBlocks.companyId}
          where ${candidateCompanyBlocks.userId} = ${candidateId}
            and ${companies.organisationId} = ${profileRequests.organisationId})`,
      ),
    )
    .orderBy(desc(profileRequests.createdAt), desc(profileRequests.id))
}

/** Ends the candidate's requests for these sections, whichever organisation made them. */
export async function deleteRequestsForSections(
  db: DbOrTx,
  candidateId: number,
  sections: readonly ProfileRequestSection[],
): Promise<number> {
  if (sections.length === 0) return 0
  const removed = await db
    .delete(profileRequests)
    .where(
      and(
        eq(profileRequests.candidateUserId, candidateId),
        inArray(profileRequests.section, [...sections]),
      ),
    )
    .returning({ id: profileRequests.id })
  return removed.length
}

// Recruiter infos ----------------------------------------------------------------------------

/** Whether the organisation sees the candidate, with its stock and hidden ids, in one read. */
export async function findCandidateMarks(db: DbOrTx, organisationId: number, candidateId: number) {
  const [row] = await db
    .select({ stockId: candidateStocks.id, hiddenId: hiddenCandidates.id })
    .from(users)
    .leftJoin(
      candidateStocks,
      and(
        eq(candidateStocks.organisationId, organisationId),
        eq(candidateStocks.candidateUserId, users.id),
      ),
    )
    .leftJoin(
      hiddenCandidates,
      and(
        eq(hiddenCandidates.organisationId, organisationId),
        eq(hiddenCandidates.candidateUserId, users.id),
      ),
    )
    .where(and(eq(users.id, candidateId), visibleTo(organisationId)))
  return row
}

/** The organisation's notes on the candidate, oldest first. */
export function listNotes(db: DbOrTx, organisationId: number, candidateId: number) {
  return selectNotes(db)
    .where(
      and(
        eq(candidateNotes.organisationId, organisationId),
        eq(candidateNotes.candidateUserId, candidateId),
      ),
    )
    .orderBy(asc(candidateNotes.createdAt), asc(candidateNotes.id))
}

/** The organisation's open requests to the candidate, newest first. */
export function listProfileRequests(db: DbOrTx, organisationId: number, candidateId: number) {
  return selectProfileRequests(db)
    .where(
      and(
        eq(profileRequests.organisationId, organisationId),
        eq(profileRequests.candidateUserId, candidateId),
      ),
    )
    .orderBy(desc(profileRequests.createdAt), desc(profileRequests.id))
}

/** The organisation's scouts to the candidate with the co-worker who sent each, newest first. */
export function listScoutHistory(db: DbOrTx, organisationId: number, candidateId: number) {
  return db
    .select({
      id: scouts.id,
      senderUserId: scouts.senderUserId,
      senderName: authorName,
      title: scouts.title,
      sentAt: scouts.sentAt,
      selectionStatus: scouts.selectionStatus,
      sendState: scouts.sendState,
      repliedAt: scouts.repliedAt,
      declinedAt: scouts.declinedAt,
      declineReason: scouts.declineReason,
      selfApplyId: scouts.selfApplyId,
    })
    .from(scouts)
    .leftJoin(author, eq(author.id, scouts.senderUserId))
    .leftJoin(authorProfile, eq(authorProfile.userId, scouts.senderUserId))
    .where(and(eq(scouts.organisationId, organisationId), eq(scouts.candidateUserId, candidateId)))
    .orderBy(desc(scouts.sentAt), desc(scouts.id))
}
