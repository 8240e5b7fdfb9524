import {
  agents,
  companies,
  type DbOrTx,
  events,
  jobInfos,
  specialEventEntries,
  specialEventGroups,
  specialEvents,
} from '@kakehashi/db'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'
import { publicJobCondition } from '../jobs/public-job.ts'

// Events ----------------------------------------------------------------------------------------

/** An event is over once it has ended (or, without an end, once it has started). */
const eventEnd = sql`coalesce(${events.eventEndsAt}, ${events.eventStartsAt})`
export const upcomingCondition = sql`${eventEnd} >= now()`
export const pastCondition = sql`${eventEnd} < now()`

const eventColumns = {
  event: events,
  company: {
    id: companies.id,
    name: companies.name,
    nameEn: companies.nameEn,
    logoPath: companies.logoPath,
  },
  agent: { id: agents.id, name: agents.name, nameEn: agents.nameEn, logoPath: agents.logoPath },
  job: { id: jobInfos.id, title: jobInfos.title, titleEn: jobInfos.titleEn },
}

/**
 * Open events with their organisers. The job is joined only while it is public, so an event of
 * a draft or closed job never links to it.
 */
function selectEvents(db: DbOrTx) {
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(companies, eq(companies.id, events.companyId))
    .leftJoin(agents, eq(agents.id, events.agentId))
    .leftJoin(jobInfos, and(eq(jobInfos.id, events.jobInfoId), publicJobCondition()))
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number]

const openEvent = eq(events.status, 'open')

/** Not yet over first, soonest first; then past ones, latest first. */
const upcomingThenPast = [
  sql`case when ${upcomingCondition} then 0 else 1 end`,
  sql`case when ${upcomingCondition} then ${events.eventStartsAt} end asc`,
  desc(events.eventStartsAt),
  asc(events.id),
]

export type EventPeriod = 'upcoming' | 'past'

function eventListCondition(period: EventPeriod | undefined): SQL {
  const conditions: SQL[] = [openEvent]
  if (period === 'upcoming') conditions.push(upcomingCondition)
  if (period === 'past') conditions.push(pastCondition)
  return and(...conditions) as SQL
}

export function listEvents(
  db: DbOrTx,
  period: EventPeriod | undefined,
  window: PageWindow,
): Promise<EventRow[]> {
  const order =
    period === 'upcoming'
      ? [asc(events.eventStartsAt), asc(events.id)]
      : period === 'past'
        ? [desc(events.eventStartsAt), desc(events.id)]
        : upcomingThenPast
  return selectEvents(db)
    .where(eventListCondition(period))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
}

export async function countEvents(db: DbOrTx, period: EventPeriod | undefined): Promise<number> {
  const [total] = await db.select({ value: count() }).from(events).where(eventListCondition(period))
  return total?.value ?? 0
}

export async function findOpenEvent(db: DbOrTx, id: number): Promise<EventRow | null> {
  const [row] = await selectEvents(db).where(and(openEvent, eq(events.id, id)))
  return row ?? null
}

export function listPickupEvents(db: DbOrTx, limit: number): Promise<EventRow[]> {
  return selectEvents(db)
    .where(and(openEvent, eq(events.isPickup, true), upcomingCondition))
    .orderBy(asc(events.eventStartsAt), asc(events.id))
    .limit(limit)
}

/** Open events of a job, only when the job itself is public (empty otherwise). */
export function listJobInfoEvents(db: DbOrTx, jobInfoId: number): Promise<EventRow[]> {
  return selectEvents(db)
    .where(and(openEvent, eq(events.jobInfoId, jobInfoId), sql`${jobInfos.id} is not null`))
    .orderBy(...upcomingThenPast)
}

// Special events --------------------------------------------------------------------------------

export type SpecialEventGroupRow = typeof specialEventGroups.$inferSelect

export function listOpenGroups(db: DbOrTx): Promise<SpecialEventGroupRow[]> {
  return db
    .select()
    .from(specialEventGroups)
    .where(eq(specialEventGroups.status, 'open'))
    .orderBy(desc(specialEventGroups.startsOn), asc(specialEventGroups.id))
}

/** An open group, by its id or by the name its page is addressed by. */
export async function findOpenGroup(
  db: DbOrTx,
  by: { id: number } | { name: string },
): Promise<SpecialEventGroupRow | null> {
  const key = 'id' in by ? eq(specialEventGroups.id, by.id) : eq(specialEventGroups.name, by.name)
  const [row] = await db
    .select()
    .from(specialEventGroups)
    .where(and(key, eq(specialEventGroups.status, 'open')))
  return row ?? null
}

const entryCount = sql<number>`(select count(*)::int from ${specialEventEntries}
  where ${specialEventEntries.specialEventId} = ${qualified(specialEvents.id)})`

/** Open special events with their company, entry count and the caller's entry (if any). */
function selectSpecialEvents(db: DbOrTx, userId: number | null) {
  const callerEntry =
    userId === null
      ? sql<number | null>`null::bigint`
      : sql<number | null>`(select ${specialEventEntries.id} from ${specialEventEntries}
          where ${specialEventEntries.specialEventId} = ${qualified(specialEvents.id)}
            and ${specialEventEntries.userId} = ${userId})`
  return db
    .select({
      specialEvent: specialEvents,
      company: {
        id: companies.id,
        name: companies.name,
        nameEn: companies.nameEn,
        logoPath: companies.logoPath,
      },
      entryCount,
      entryId: sql<number | null>`${callerEntry}`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(specialEvents)
    .leftJoin(companies, eq(companies.id, specialEvents.companyId))
}

export type SpecialEventRow = Awaited<
  ReturnType<ReturnType<typeof selectSpecialEvents>['execute']>
>[number]

const openSpecialEvent = eq(specialEvents.status, 'open')
const specialEventOrder = [
  asc(specialEvents.position),
  asc(specialEvents.eventStartsAt),
  asc(specialEvents.id),
]

export function listGroupSpecialEvents(
  db: DbOrTx,
  groupId: number,
  userId: number | null,
): Promise<SpecialEventRow[]> {
  return selectSpecialEvents(db, userId)
    .where(and(openSpecialEvent, eq(specialEvents.specialEventGroupId, groupId)))
    .orderBy(...specialEventOrder)
}

export async function findOpenSpecialEvent(
  db: DbOrTx,
  id: number,
  userId: number | null,
): Promise<SpecialEventRow | null> {
  const [row] = await selectSpecialEvents(db, userId).where(
    and(openSpecialEvent, eq(specialEvents.id, id)),
  )
  return row ?? null
}

/** The group's open special events the user has entered. */
export function listEnteredSpecialEvents(
  db: DbOrTx,
  groupId: number,
  userId: number,
): Promise<SpecialEventRow[]> {
  return selectSpecialEvents(db, userId)
    .innerJoin(
      specialEventEntries,
      and(
        eq(specialEventEntries.specialEventId, specialEvents.id),
        eq(specialEventEntries.userId, userId),
      ),
    )
    .where(and(openSpecialEvent, eq(specialEvents.specialEventGroupId, groupId)))
    .orderBy(...specialEventOrder)
}

// Entries ---------------------------------------------------------------------------------------

export type SpecialEventEntryRow = typeof specialEventEntries.$inferSelect

/**
 * Locks the special event's row for the rest of the transaction, so two entries racing for
 * the last seat are counted one after the other.
 */
export async function lockSpecialEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: specialEvents.id })
    .from(specialEvents)
    .where(eq(specialEvents.id, id))
    .for('update')
  return row ?? null
}

export async function countEntries(db: DbOrTx, specialEventId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(specialEventEntries)
    .where(eq(specialEventEntries.specialEventId, specialEventId))
  return row?.value ?? 0
}

export async function findEntry(
  db: DbOrTx,
  userId: number,
  specialEventId: number,
): Promise<SpecialEventEntryRow | null> {
  const [row] = await db
    .select()
    .from(specialEventEntries)
    .where(
      and(
        eq(specialEventEntries.userId, userId),
        eq(specialEventEntries.specialEventId, specialEventId),
      ),
    )
  return row ?? null
}

/** Inserts the entry, or null when the user has one already (a concurrent retry). */
export async function insertEntry(
  db: DbOrTx,
  userId: number,
  specialEventId: number,
): Promise<SpecialEventEntryRow | null> {
  const [row] = await db
    .insert(specialEventEntries)
    .values({ userId, specialEventId })
    .onConflictDoNothing({
      target: [specialEventEntries.userId, specialEventEntries.specialEventId],
    })
    .returning()
  return row ?? null
}

/** Deletes the user's own entry; false when there is no such entry of theirs. */
export async function deleteOwnEntry(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(specialEventEntries)
    .where(and(eq(specialEventEntries.id, id), eq(specialEventEntries.userId, userId)))
    .returning({ id: specialEventEntries.id })
  return rows.length > 0
}

/**
 * The special event a recruiter's dashboard points at: the next open one of an open group, or,
 * when none is ahead, the latest that took place.
 */
export async function findRecentSpecialEvent(db: DbOrTx) {
  const isAhead = sql`${specialEvents.eventStartsAt} >= now()`
  const [row] = await db
    .select({
      group: {
        name: specialEventGroups.name,
        title: specialEventGroups.title,
        titleEn: specialEventGroups.titleEn,
      },
      specialEvent: {
        id: specialEvents.id,
        title: specialEvents.title,
        titleEn: specialEvents.titleEn,
        place: specialEvents.place,
        isOnline: specialEvents.isOnline,
        eventStartsAt: specialEvents.eventStartsAt,
        capacity: specialEvents.capacity,
      },
      companyOrganisationId: companies.organisationId,
      entryCount,
    })
    .from(specialEvents)
    .innerJoin(specialEventGroups, eq(specialEventGroups.id, specialEvents.specialEventGroupId))
    .leftJoin(companies, eq(companies.id, specialEvents.companyId))
    .where(and(openSpecialEvent, eq(specialEventGroups.status, 'open')))
    .orderBy(
      sql`case when ${isAhead} then 0 else 1 end`,
      sql`case when ${isAhead} then ${specialEvents.eventStartsAt} end asc`,
      desc(specialEvents.eventStartsAt),
      asc(specialEvents.id),
    )
    .limit(1)
  return row ?? null
}
