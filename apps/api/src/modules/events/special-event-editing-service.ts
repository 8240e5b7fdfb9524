import {
  type AdminSpecialEvent,
  type AdminSpecialEventBody,
  type AdminSpecialEventGroup,
  type AdminSpecialEventGroupBody,
  VALIDATION_MESSAGES,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { AppError, fieldIssue, notFound } from '../../errors/app-error.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import {
  fromJapanDateTime,
  fromOptionalJapanDateTime,
  toJapanDateTime,
  toOptionalJapanDateTime,
} from '../../lib/japan-date-time.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import * as repository from './special-event-editing-repository.ts'

// Special events (a fair of many companies at /special_events/{name}) and their sessions as
// administrators write them (decision 022): drafts stay out of the public pages until opened.

function groupToWire({
  group,
  sessionCount,
  entryCount,
}: repository.GroupRow): AdminSpecialEventGroup {
  return {
    id: group.id,
    name: group.name,
    title: group.title,
    title_en: group.titleEn,
    description: group.description,
    description_en: group.descriptionEn,
    starts_on: toJapanDateTime(group.startsOn),
    ends_on: toJapanDateTime(group.endsOn),
    status: group.status,
    session_count: sessionCount,
    entry_count: entryCount,
    updated_at: group.updatedAt.toISOString(),
  }
}

function sessionToWire({
  session,
  companyName,
  entryCount,
}: repository.SessionRow): AdminSpecialEvent {
  return {
    id: session.id,
    special_event_group_id: session.specialEventGroupId,
    company_id: session.companyId,
    company_name: companyName,
    title: session.title,
    title_en: session.titleEn,
    body: session.body,
    place: session.place,
    is_online: session.isOnline,
    event_starts_at: toJapanDateTime(session.eventStartsAt),
    event_ends_at: toOptionalJapanDateTime(session.eventEndsAt),
    entry_ends_at: toOptionalJapanDateTime(session.entryEndsAt),
    capacity: session.capacity,
    position: session.position,
    status: session.status,
    entry_count: entryCount,
    updated_at: session.updatedAt.toISOString(),
  }
}

export async function listGroups(db: DbOrTx) {
  return { special_event_groups: (await repository.listGroups(db)).map(groupToWire) }
}

async function readGroup(db: DbOrTx, id: number) {
  const row = await repository.findGroup(db, id)
  if (!row) throw notFound('Special event')
  return groupToWire(row)
}

export async function getGroup(db: DbOrTx, id: number) {
  const group = await readGroup(db, id)
  const sessions = await repository.listSessions(db, id)
  return { special_event_group: group, special_events: sessions.map(sessionToWire) }
}

const groupValues = (body: AdminSpecialEventGroupBody): repository.GroupValues => ({
  name: body.name,
  title: body.title,
  titleEn: body.title_en.trim() || null,
  description: body.description,
  descriptionEn: body.description_en.trim() || null,
  startsOn: fromJapanDateTime(body.starts_on),
  endsOn: fromJapanDateTime(body.ends_on),
  status: body.status,
})

/** A name is one special event's address: a second one under it is refused on its field. */
async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('validationFailed', 'The name is taken', [
        fieldIssue(['body', 'name'], VALIDATION_MESSAGES.slugTaken),
      ])
    }
    throw error
  }
}

const groupSnapshot = ({
  updated_at: _updated,
  session_count: _sessions,
  entry_count: _entries,
  ...rest
}: AdminSpecialEventGroup) => rest

export async function saveGroup(
  db: DbOrTx,
  actor: AuditActor,
  id: number | null,
  body: AdminSpecialEventGroupBody,
) {
  return refusingTakenName(() =>
    db.transaction(async (tx) => {
      const before = id === null ? null : await readGroup(tx, id)
      let savedId = id
      if (savedId === null) savedId = await repository.insertGroup(tx, groupValues(body))
      else await repository.updateGroup(tx, savedId, groupValues(body))
      const after = await readGroup(tx, savedId)
      await recordAudit(tx, actor, {
        action: before ? 'special_event_group.updated' : 'special_event_group.created',
        recordType: 'special_event_group',
        recordId: savedId,
        before: before ? groupSnapshot(before) : null,
        after: groupSnapshot(after),
      })
      return after
    }),
  )
}

async function readSession(db: DbOrTx, id: number) {
  const row = await repository.findSession(db, id)
  if (!row) throw notFound('Special event session')
  return sessionToWire(row)
}

async function sessionValues(
  db: DbOrTx,
  body: AdminSpecialEventBody,
): Promise<repository.SessionValues> {
  if (body.company_id !== null && !(await repository.companyExists(db, body.company_id))) {
    throw new AppError('validationFailed', 'Unknown company', [
      fieldIssue(['body', 'company_id'], VALIDATION_MESSAGES.invalid),
    ])
  }
  return {
    companyId: body.company_id,
    title: body.title,
    titleEn: body.title_en.trim() || null,
    body: body.body,
    place: body.place,
    isOnline: body.is_online,
    eventStartsAt: fromJapanDateTime(body.event_starts_at),
    eventEndsAt: fromOptionalJapanDateTime(body.event_ends_at),
    entryEndsAt: fromOptionalJapanDateTime(body.entry_ends_at),
    capacity: body.capacity,
    position: body.position,
    status: body.status,
  }
}

const sessionSnapshot = ({
  updated_at: _updated,
  entry_count: _entries,
  company_name: _company,
  ...rest
}: AdminSpecialEvent) => rest

export async function createSession(
  db: DbOrTx,
  actor: AuditActor,
  groupId: number,
  body: AdminSpecialEventBody,
) {
  return db.transaction(async (tx) => {
    await readGroup(tx, groupId)
    const id = await repository.insertSession(tx, groupId, await sessionValues(tx, body))
    const created = await readSession(tx, id)
    await recordAudit(tx, actor, {
      action: 'special_event.created',
      recordType: 'special_event',
      recordId: id,
      after: sessionSnapshot(created),
    })
    return created
  })
}

export async function updateSession(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminSpecialEventBody,
) {
  return db.transaction(async (tx) => {
    const before = await readSession(tx, id)
    await repository.updateSession(tx, id, await sessionValues(tx, body))
    const after = await readSession(tx, id)
    await recordAudit(tx, actor, {
      action: 'special_event.updated',
      recordType: 'special_event',
      recordId: id,
      before: sessionSnapshot(before),
      after: sessionSnapshot(after),
    })
    return after
  })
}
