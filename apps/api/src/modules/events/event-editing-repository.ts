import type { EventStatus } from '@kakehashi/contracts'
import { agents, companies, type DbOrTx, eventEntries, events } from '@kakehashi/db'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'
import { qualified } from '../../lib/qualified-column.ts'

// Events as administrators write them: every event, drafts included.

export interface EventValues {
  title: string
  titleEn: string | null
  body: string
  place: string
  isOnline: boolean
  eventStartsAt: Date
  eventEndsAt: Date | null
  entryStartsAt: Date | null
  entryEndsAt: Date | null
  capacity: number | null
  feeYen: number
  isPickup: boolean
  status: EventStatus
}

const eventRow = {
  event: events,
  organiserName: sql<string | null>`coalesce(${companies.name}, ${agents.name})`,
  entryCount: sql<number>`(select count(*)::int from ${eventEntries}
    where ${eventEntries.eventId} = ${qualified(events.id)})`,
}

const withStatus = (status: EventStatus | undefined) =>
  status ? eq(events.status, status) : undefined

export function listEvents(db: DbOrTx, status: EventStatus | undefined, window: PageWindow) {
  return db
    .select(eventRow)
    .from(events)
    .leftJoin(companies, eq(companies.id, events.companyId))
    .leftJoin(agents, eq(agents.id, events.agentId))
    .where(withStatus(status))
    .orderBy(desc(events.eventStartsAt), desc(events.id))
    .limit(window.limit)
    .offset(window.offset)
}

export async function countEvents(db: DbOrTx, status: EventStatus | undefined) {
  const [row] = await db.select({ n: count() }).from(events).where(withStatus(status))
  return row?.n ?? 0
}

export type EventEditingRow = Awaited<ReturnType<typeof listEvents>>[number]

export async function findEvent(db: DbOrTx, id: number): Promise<EventEditingRow | undefined> {
  const [row] = await db
    .select(eventRow)
    .from(events)
    .leftJoin(companies, eq(companies.id, events.companyId))
    .leftJoin(agents, eq(agents.id, events.agentId))
    .where(eq(events.id, id))
  return row
}

export async function insertEvent(db: DbOrTx, values: EventValues) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id })
  return row!.id
}

export async function updateEvent(db: DbOrTx, id: number, values: EventValues) {
  await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, id))
}
