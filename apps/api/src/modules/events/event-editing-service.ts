import type { AdminEvent, AdminEventBody, EventStatus, PageQuery } from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import {
  fromJapanDateTime,
  fromOptionalJapanDateTime,
  toJapanDateTime,
  toOptionalJapanDateTime,
} from '../../lib/japan-date-time.ts'
import { readPage } from '../../lib/paging.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import * as repository from './event-editing-repository.ts'

// Events as administrators write them (decision 022): the public lists read open events only,
// so a draft stays out of sight until it is opened.

function toWire({ event, organiserName, entryCount }: repository.EventEditingRow): AdminEvent {
  return {
    id: event.id,
    title: event.title,
    title_en: event.titleEn,
    body: event.body,
    place: event.place,
    is_online: event.isOnline,
    event_starts_at: toJapanDateTime(event.eventStartsAt),
    event_ends_at: toOptionalJapanDateTime(event.eventEndsAt),
    entry_starts_at: toOptionalJapanDateTime(event.entryStartsAt),
    entry_ends_at: toOptionalJapanDateTime(event.entryEndsAt),
    capacity: event.capacity,
    fee_yen: event.feeYen,
    is_pickup: event.isPickup,
    status: event.status,
    organiser_name: organiserName,
    entry_count: entryCount,
    updated_at: event.updatedAt.toISOString(),
  }
}

export async function listEvents(db: DbOrTx, query: PageQuery & { status?: EventStatus }) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listEvents(db, query.status, window),
    count: () => repository.countEvents(db, query.status),
  })
  return { events: rows.map(toWire), pagination }
}

async function readEvent(db: DbOrTx, id: number) {
  const row = await repository.findEvent(db, id)
  if (!row) throw notFound('Event')
  return toWire(row)
}

const valuesOf = (body: AdminEventBody): repository.EventValues => ({
  title: body.title,
  titleEn: body.title_en.trim() || null,
  body: body.body,
  place: body.place,
  isOnline: body.is_online,
  eventStartsAt: fromJapanDateTime(body.event_starts_at),
  eventEndsAt: fromOptionalJapanDateTime(body.event_ends_at),
  entryStartsAt: fromOptionalJapanDateTime(body.entry_starts_at),
  entryEndsAt: fromOptionalJapanDateTime(body.entry_ends_at),
  capacity: body.capacity,
  feeYen: body.fee_yen,
  isPickup: body.is_pickup,
  status: body.status,
})

/** What the audit trail keeps of an event: all of it but the counts and the time of change. */
const snapshot = ({ updated_at: _updated, entry_count: _count, ...rest }: AdminEvent) => rest

export async function createEvent(db: DbOrTx, actor: AuditActor, body: AdminEventBody) {
  return db.transaction(async (tx) => {
    const id = await repository.insertEvent(tx, valuesOf(body))
    const created = await readEvent(tx, id)
    await recordAudit(tx, actor, {
      action: 'event.created',
      recordType: 'event',
      recordId: id,
      after: snapshot(created),
    })
    return created
  })
}

export async function updateEvent(db: DbOrTx, actor: AuditActor, id: number, body: AdminEventBody) {
  return db.transaction(async (tx) => {
    const before = await readEvent(tx, id)
    await repository.updateEvent(tx, id, valuesOf(body))
    const after = await readEvent(tx, id)
    await recordAudit(tx, actor, {
      action: 'event.updated',
      recordType: 'event',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    })
    return after
  })
}
