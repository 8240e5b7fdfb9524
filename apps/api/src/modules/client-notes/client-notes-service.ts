import {
  CLIENT_NOTE_CATEGORIES,
  type ClientNote,
  type ClientNoteCategory,
  type ClientNoteListQuery,
  type ClientNoteSummary,
} from '@kakehashi/contracts'
import type { DbOrTx } from '@kakehashi/db'
import { notFound } from '../../errors/app-error.ts'
import { readPage } from '../../lib/paging.ts'
import * as repository from './client-notes-repository.ts'

const isCategory = (value: string): value is ClientNoteCategory =>
  (CLIENT_NOTE_CATEGORIES as readonly string[]).includes(value)

/**
 * The column is free text (notices written before the categories were fixed); anything it does
 * not know reads as general news rather than failing the whole list.
 */
export const categoryOf = (value: string): ClientNoteCategory =>
  isCategory(value) ? value : 'news'

function toSummary(row: repository.ClientNoteSummaryRow): ClientNoteSummary {
  return {
    id: row.id,
    category: categoryOf(row.category),
    title: row.title,
    title_en: row.titleEn,
    is_pickup: row.isPickup,
    // Published rows always have their time (the readers' condition requires it).
    published_at: row.publishedAt!.toISOString(),
  }
}

export async function listClientNotes(db: DbOrTx, query: ClientNoteListQuery) {
  const { rows, pagination } = await readPage(query, {
    rows: (window) => repository.listPublishedNotes(db, query.category, window),
    count: () => repository.countPublishedNotes(db, query.category),
  })
  return { client_notes: rows.map(toSummary), pagination }
}

export async function getClientNote(db: DbOrTx, id: number): Promise<ClientNote> {
  const row = await repository.findPublishedNote(db, id)
  if (!row) throw notFound('Client note')
  return { ...toSummary(row), body: row.body, body_en: row.bodyEn }
}

export async function getClientNotePickup(db: DbOrTx) {
  const row = await repository.findLatestPickup(db)
  return { client_note: row ? toSummary(row) : null }
}
