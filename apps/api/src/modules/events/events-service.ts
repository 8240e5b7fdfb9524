import {
  type EventDetail,
  type EventListQuery,
  type EventListResponse,
  type EventOrganiser,
  type EventSummary,
  PICKUP_EVENTS_LIMIT,
  type SpecialEvent,
  type SpecialEventDetailResponse,
  type SpecialEventEntry,
  type SpecialEventEntryRefusal,
  type SpecialEventGroup,
  type SpecialEventListResponse,
} from '@kakehashi/contracts'
import type { Db, DbOrTx } from '@kakehashi/db'
import { AppError, notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import { isPublicJob } from '../jobs/jobs-repository.ts'
import * as repository from './events-repository.ts'

type Organiser = {
  id: number | null
  name: string | null
  nameEn: string | null
  logoPath: string | null
}

const organiser = (row: Organiser | null): EventOrganiser | null =>
  row?.id != null && row.name != null
    ? { id: row.id, name: row.name, name_en: row.nameEn, logo_path: row.logoPath }
    : null

const iso = (value: Date | null) => (value ? value.toISOString() : null)

function toSummary(row: repository.EventRow): EventSummary {
  const { event } = row
  return {
    id: event.id,
    title: event.title,
    title_en: event.titleEn,
    place: event.place,
    is_online: event.isOnline,
    event_starts_at: event.eventStartsAt.toISOString(),
    event_ends_at: iso(event.eventEndsAt),
    entry_starts_at: iso(event.entryStartsAt),
    entry_ends_at: iso(event.entryEndsAt),
    fee_yen: event.feeYen,
    capacity: event.capacity,
    status: event.status,
    is_pickup: event.isPickup,
    header_image_path: event.headerImagePath,
    company: organiser(row.company),
    agent: organiser(row.agent),
    job_info_id: row.job?.id ?? null,
  }
}

function toDetail(row: repository.EventRow): EventDetail {
  const job = row.job?.id != null && row.job.title != null ? row.job : null
  return {
    ...toSummary(row),
    body: row.event.body,
    job_info: job
      ? { id: job.id as number, title: job.title as string, title_en: job.titleEn }
      : null,
  }
}

const anyUnpaid = (list: readonly EventSummary[]) => list.some((event) => event.fee_yen > 0)

export async function listEvents(db: DbOrTx, query: EventListQuery): Promise<EventListResponse> {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listEvents(db, query.period, window),
    count: () => repository.countEvents(db, query.period),
  })
  const list = rows.map(toSummary)
  return { events: list, any_unpaid: anyUnpaid(list), pagination }
}

/** A draft (or unknown) event answers 404, the same as one that never existed. */
export async function getEventDetail(db: DbOrTx, id: number): Promise<EventDetail> {
  const row = await repository.findOpenEvent(db, id)
  if (!row) throw notFound('Event')
  return toDetail(row)
}

export async function listPickupEvents(db: DbOrTx) {
  const list = (await repository.listPickupEvents(db, PICKUP_EVENTS_LIMIT)).map(toSummary)
  return { events: list, any_unpaid: anyUnpaid(list) }
}

/** Events of a public job; a job the public cannot see answers 404, as its page does. */
export async function listJobInfoEvents(db: DbOrTx, jobInfoId: number) {
  if (!(await isPublicJob(db, jobInfoId))) throw notFound('Job info')
  const list = (await repository.listJobInfoEvents(db, jobInfoId)).map(toSummary)
  return { events: list, any_unpaid: anyUnpaid(list) }
}

// Special events --------------------------------------------------------------------------------

function toGroup(row: repository.SpecialEventGroupRow): SpecialEventGroup {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    title_en: row.titleEn,
    description: row.description,
    description_en: row.descriptionEn,
    starts_on: row.startsOn.toISOString(),
    ends_on: row.endsOn.toISOString(),
    header_image_path: row.headerImagePath,
  }
}

/** Entries close at the entry deadline or, without one, when the event starts. */
const entryDeadline = (event: { entryEndsAt: Date | null; eventStartsAt: Date }) =>
  event.entryEndsAt ?? event.eventStartsAt

function toSpecialEvent(row: repository.SpecialEventRow, now: Date): SpecialEvent {
  const event = row.specialEvent
  return {
    id: event.id,
    special_event_group_id: event.specialEventGroupId,
    title: event.title,
    title_en: event.titleEn,
    body: event.body,
    place: event.place,
    is_online: event.isOnline,
    event_starts_at: event.eventStartsAt.toISOString(),
    event_ends_at: iso(event.eventEndsAt),
    entry_ends_at: iso(event.entryEndsAt),
    capacity: event.capacity,
    entry_count: row.entryCount,
    is_full: event.capacity !== null && row.entryCount >= event.capacity,
    is_entry_closed: entryDeadline(event) <= now,
    company: organiser(row.company),
    entry_id: row.entryId,
  }
}

export async function listOpenGroups(db: DbOrTx) {
  return { special_event_groups: (await repository.listOpenGroups(db)).map(toGroup) }
}

/** An open group and the special events `readRows` picks of it; an unknown group answers 404. */
async function listGroupEvents(
  db: DbOrTx,
  groupName: string,
  readRows: (groupId: number) => Promise<repository.SpecialEventRow[]>,
): Promise<SpecialEventListResponse> {
  const group = await repository.findOpenGroup(db, { name: groupName })
  if (!group) throw notFound('Special event group')
  const rows = await readRows(group.id)
  const now = new Date()
  return {
    special_event_group: toGroup(group),
    special_events: rows.map((row) => toSpecialEvent(row, now)),
  }
}

export function getGroupWithEvents(db: DbOrTx, groupName: string, userId: number | null) {
  return listGroupEvents(db, groupName, (groupId) =>
    repository.listGroupSpecialEvents(db, groupId, userId),
  )
}

export function listMyGroupEntries(db: DbOrTx, groupName: string, userId: number) {
  return listGroupEvents(db, groupName, (groupId) =>
    repository.listEnteredSpecialEvents(db, groupId, userId),
  )
}

/** An open special event of an open group; anything else answers 404. */
export async function getSpecialEventDetail(
  db: DbOrTx,
  id: number,
  userId: number | null,
): Promise<SpecialEventDetailResponse> {
  const row = await repository.findOpenSpecialEvent(db, id, userId)
  const group = row
    ? await repository.findOpenGroup(db, { id: row.specialEvent.specialEventGroupId })
    : null
  if (!row || !group) throw notFound('Special event')
  return { special_event: toSpecialEvent(row, new Date()), special_event_group: toGroup(group) }
}

const toEntry = (row: repository.SpecialEventEntryRow): SpecialEventEntry => ({
  id: row.id,
  special_event_id: row.specialEventId,
  created_at: row.createdAt.toISOString(),
})

const refusal = (code: SpecialEventEntryRefusal, message: string) =>
  new AppError('validationFailed', message, [{ path: ['body', 'special_event_id'], message, code }])

/**
 * Enters the user in a special event. A retry returns the entry made the first time (even
 * after the deadline), so a lost answer never turns into an error; a new entry is refused
 * after the deadline or when every seat is taken.
 */
export async function enterSpecialEvent(
  db: Db,
  userId: number,
  specialEventId: number,
): Promise<{ record: SpecialEventEntry; created: boolean }> {
  const existing = await repository.findEntry(db, userId, specialEventId)
  if (existing) return { record: toEntry(existing), created: false }

  const row = await repository.findOpenSpecialEvent(db, specialEventId, userId)
  const group = row
    ? await repository.findOpenGroup(db, { id: row.specialEvent.specialEventGroupId })
    : null
  if (!row || !group) throw notFound('Special event')
  if (entryDeadline(row.specialEvent) <= new Date()) {
    throw refusal('specialEventEntryClosed', 'The entry period of this special event has ended')
  }

  return db.transaction(async (tx) => {
    await repository.lockSpecialEvent(tx, specialEventId)
    const capacity = row.specialEvent.capacity
    if (capacity !== null && (await repository.countEntries(tx, specialEventId)) >= capacity) {
      const raced = await repository.findEntry(tx, userId, specialEventId)
      if (raced) return { record: toEntry(raced), created: false }
      throw refusal('specialEventFull', 'This special event is full')
    }
    const inserted = await repository.insertEntry(tx, userId, specialEventId)
    if (inserted) return { record: toEntry(inserted), created: true }
    const raced = await repository.findEntry(tx, userId, specialEventId)
    if (!raced) throw notFound('Special event')
    return { record: toEntry(raced), created: false }
  })
}

/** Removes the caller's own entry; anyone else's id answers 404, as if it did not exist. */
export async function leaveSpecialEvent(db: DbOrTx, userId: number, entryId: number) {
  if (!(await repository.deleteOwnEntry(db, userId, entryId))) throw notFound('Entry')
}
