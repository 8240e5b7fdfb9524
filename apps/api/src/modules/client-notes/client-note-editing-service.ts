import type {
  AdminClientNote,
  AdminClientNoteBody,
  ClientNoteCategory,
  PublicationState,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import { toJapanDateTime } from '../../lib/japan-date-time.ts'
import { readPage } from '../../lib/paging.ts'
import { publicationState, publishedAtValue } from '../../lib/publication.ts'
import { type AuditActor, recordAudit } from '../audit/audit-service.ts'
import { notifyEveryRecruiter } from '../notifications/notifications-service.ts'
import * as repository from './client-note-editing-repository.ts'
import { categoryOf } from './client-notes-service.ts'

// The notices to recruiters as administrators write them (decision 022): drafts, publication
// now or at a time to come, and the bell that tells every recruiter once a notice is out.

function toWire({ note, isFuture }: repository.ClientNoteEditingRow): AdminClientNote {
  return {
    id: note.id,
    category: categoryOf(note.category),
    title: note.title,
    title_en: note.titleEn,
    body: note.body,
    body_en: note.bodyEn,
    is_pickup: note.isPickup,
    status: note.status,
    state: publicationState(note.status, isFuture),
    published_at: note.publishedAt ? toJapanDateTime(note.publishedAt) : null,
    announced_at: note.announcedAt?.toISOString() ?? null,
    updated_at: note.updatedAt.toISOString(),
  }
}

export async function listNotes(
  db: DbOrTx,
  query: { state?: PublicationState; page: number; per: number },
) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listNotes(db, query.state, window),
    count: () => repository.countNotes(db, query.state),
  })
  return {
    client_notes: rows.map((row) => {
      const note = toWire(row)
      return {
        id: note.id,
        category: note.category,
        title: note.title,
        state: note.state,
        published_at: row.note.publishedAt?.toISOString() ?? null,
        is_pickup: note.is_pickup,
        announced_at: note.announced_at,
        updated_at: note.updated_at,
      }
    }),
    pagination,
  }
}

export async function getNote(db: DbOrTx, id: number): Promise<AdminClientNote> {
  const row = await repository.findNote(db, id)
  if (!row) throw notFound('Client note')
  return toWire(row)
}

const valuesOf = (body: AdminClientNoteBody): repository.ClientNoteValues => ({
  category: body.category as ClientNoteCategory,
  title: body.title,
  titleEn: body.title_en.trim() || null,
  body: body.body,
  bodyEn: body.body_en.trim() || null,
  isPickup: body.is_pickup,
  status: body.status,
  publishedAt: publishedAtValue(body),
})

/**
 * Tells every recruiter, in the bell, of each notice that is out and was not announced yet,
 * and marks it announced, in the caller's transaction. Publishing now announces at once; a
 * scheduled notice is announced by the job that runs every few minutes. A notice is announced
 * once: changing it afterwards, or a second run, tells no one again.
 */
export async function announceDueNotes(db: DbOrTx): Promise<number> {
  const due = await repository.claimDueAnnouncements(db)
  if (due.length === 0) return 0
  const written = await notifyEveryRecruiter(
    db,
    due.map((note) => ({
      kind: 'client_note' as const,
      params: { title: note.title },
      linkPath: `/client/notes/${note.id}`,
      dedupeKey: `client_note:${note.id}`,
    })),
  )
  return written.length
}

/** What the audit trail keeps of a notice: all of it but the time of the last change. */
const snapshot = ({ updated_at: _updated, ...rest }: AdminClientNote) => rest

export async function createNote(
  db: DbOrTx,
  actor: AuditActor,
  body: AdminClientNoteBody & { client_request_id: string },
): Promise<{ record: AdminClientNote; created: boolean }> {
  return db.transaction(async (tx) => {
    const id = await repository.insertNote(tx, valuesOf(body), body.client_request_id)
    if (id === undefined) {
      const existing = await repository.findNoteIdByRequest(tx, body.client_request_id)
      return { record: await getNote(tx, existing!), created: false }
    }
    await announceDueNotes(tx)
    const record = await getNote(tx, id)
    await recordAudit(tx, actor, {
      action: 'client_note.created',
      recordType: 'client_note',
      recordId: id,
      after: snapshot(record),
    })
    return { record, created: true }
  })
}

export async function updateNote(
  db: DbOrTx,
  actor: AuditActor,
  id: number,
  body: AdminClientNoteBody,
): Promise<AdminClientNote> {
  return db.transaction(async (tx) => {
    const before = await getNote(tx, id)
    await repository.updateNote(tx, id, valuesOf(body))
    await announceDueNotes(tx)
    const after = await getNote(tx, id)
    await recordAudit(tx, actor, {
      action: 'client_note.updated',
      recordType: 'client_note',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    })
    return after
  })
}
