import { type ClientNoteCategory, clientNoteEndpoints as endpoints } from '@kakehashi/contracts'
import type { ApiClient, CallResult } from '../../lib/api-client'

// Every call of the platform's notices to recruiters, typed by the contracts.

export type ClientNoteList = CallResult<typeof endpoints.listClientNotes>
export type ClientNoteSummary = ClientNoteList['clientNotes'][number]
export type ClientNote = CallResult<typeof endpoints.getClientNote>

export function fetchClientNotes(
  api: ApiClient,
  query: { page: number; category: ClientNoteCategory | null },
): Promise<ClientNoteList> {
  return api.call(endpoints.listClientNotes, {
    query: { page: query.page, ...(query.category ? { category: query.category } : {}) },
  })
}

export function fetchClientNote(api: ApiClient, id: number): Promise<ClientNote> {
  return api.call(endpoints.getClientNote, { params: { id } })
}

/** The notice the dashboard shows, or null; every recruiter may read it, trial accounts too. */
export async function fetchPickupNote(api: ApiClient): Promise<ClientNoteSummary | null> {
  return (await api.call(endpoints.getClientNotePickup)).clientNote
}
