import { auditEvents, type DbOrTx, escapeLike, type NewAuditEvent } from '@kakehashi/db'
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm'
import type { PageWindow } from '../../lib/paging.ts'

export interface AuditFilters {
  action?: string
  recordType?: string
  recordId?: number
  /** Part of the actor's e-mail address. */
  actor?: string
  /** Japan dates, both ends included. */
  from?: string
  to?: string
}

/** Adds one entry; entries are never changed or removed (a trigger refuses it). */
export async function insertAuditEvent(db: DbOrTx, values: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(values)
}

function conditionOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action))
  if (filters.recordType) conditions.push(eq(auditEvents.recordType, filters.recordType))
  if (filters.recordId !== undefined) conditions.push(eq(auditEvents.recordId, filters.recordId))
  // Addresses are stored lower-case; a part of one is an exact substring, not a word search.
  if (filters.actor) {
    conditions.push(ilike(auditEvents.actorEmail, `%${escapeLike(filters.actor.trim())}%`))
  }
  if (filters.from) {
    conditions.push(
      gte(
        auditEvents.occurredAt,
        sql`(${filters.from}::date)::timestamp at time zone 'Asia/Tokyo'`,
      ),
    )
  }
  if (filters.to) {
    conditions.push(
      lt(
        auditEvents.occurredAt,
        sql`(${filters.to}::date + 1)::timestamp at time zone 'Asia/Tokyo'`,
      ),
    )
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

export function listAuditEvents(db: DbOrTx, filters: AuditFilters, window: PageWindow) {
  return (
    db
      .select()
      .from(auditEvents)
      .where(conditionOf(filters))
      // Spelt as the index is, the newest first.
      .orderBy(sql`${auditEvents.occurredAt} desc nulls last`, desc(auditEvents.id))
      .limit(window.limit)
      .offset(window.offset)
  )
}

export async function countAuditEvents(db: DbOrTx, filters: AuditFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(conditionOf(filters))
  return row?.n ?? 0
}
