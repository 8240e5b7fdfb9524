import type { EventStatus } from '@kakehashi/contracts'
import {
  companies,
  type DbOrTx,
  specialEventEntries,
  specialEventGroups,
  specialEvents,
} from '@kakehashi/db'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { qualified } from '../../lib/qualified-column.ts'

// Special events and their sessions as administrators write them, drafts included.

export interface GroupValues {
  name: string
  title: string
  titleEn: string | null
  description: string
  descriptionEn: string | null
  startsOn: Date
  endsOn: Date
  status: EventStatus
}

export interface SessionValues {
  companyId: number | null
  title: string
  titleEn: string | null
  body: string
  place: string
  isOnline: boolean
  eventStartsAt: Date
  eventEndsAt: Date | null
  entryEndsAt: Date | null
  capacity: number | null
  position: number
  status: EventStatus
}

const groupRow = {
  group: specialEventGroups,
  sessionCount: sql<number>`(select count(*)::int from ${specialEvents}
    where ${specialEvents.specialEventGroupId} = ${qualified(specialEventGroups.id)})`,
  entryCount: sql<number>`(select count(*)::int from ${specialEventEntries}
    join ${specialEvents} on ${qualified(specialEvents.id)} = ${qualified(specialEventEntries.specialEventId)}
    where ${qualified(specialEvents.specialEventGroupId)} = ${qualified(specialEventGroups.id)})`,
}

export function listGroups(db: DbOrTx) {
  return db
    .select(groupRow)
    .from(specialEventGroups)
    .orderBy(desc(specialEventGroups.startsOn), desc(specialEventGroups.id))
}

export type GroupRow = Awaited<ReturnType<typeof listGroups>>[number]

export async function findGroup(db: DbOrTx, id: number): Promise<GroupRow | undefined> {
  const [row] = await db
    .select(groupRow)
    .from(specialEventGroups)
    .where(eq(specialEventGroups.id, id))
  return row
}

export async function insertGroup(db: DbOrTx, values: GroupValues) {
  const [row] = await db
    .insert(specialEventGroups)
    .values(values)
    .returning({ id: specialEventGroups.id })
  return row!.id
}

export async function updateGroup(db: DbOrTx, id: number, values: GroupValues) {
  await db
    .update(specialEventGroups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(specialEventGroups.id, id))
}

const sessionRow = {
  session: specialEvents,
  companyName: companies.name,
  entryCount: sql<number>`(select count(*)::int from ${specialEventEntries}
    where ${specialEventEntries.specialEventId} = ${qualified(specialEvents.id)})`,
}

function selectSessions(db: DbOrTx) {
  return db
    .select(sessionRow)
    .from(specialEvents)
    .leftJoin(companies, eq(companies.id, specialEvents.companyId))
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessions>['execute']>>[number]

export function listSessions(db: DbOrTx, groupId: number) {
  return selectSessions(db)
    .where(eq(specialEvents.specialEventGroupId, groupId))
    .orderBy(asc(specialEvents.position), asc(specialEvents.eventStartsAt), asc(specialEvents.id))
}

export async function findSession(db: DbOrTx, id: number): Promise<SessionRow | undefined> {
  const [row] = await selectSessions(db).where(eq(specialEvents.id, id))
  return row
}

export async function companyExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))
  return row !== undefined
}

export async function insertSession(db: DbOrTx, groupId: number, values: SessionValues) {
  const [row] = await db
    .insert(specialEvents)
    .values({ ...values, specialEventGroupId: groupId })
    .returning({ id: specialEvents.id })
  return row!.id
}

export async function updateSession(db: DbOrTx, id: number, values: SessionValues) {
  await db
    .update(specialEvents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(specialEvents.id, id))
}
