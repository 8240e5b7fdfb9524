import { fetchClientNote } from '../../../features/client-notes/api'
import { ClientNoteDetailPage } from '../../../features/client-notes/client-note-detail-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { localised } from '../../../lib/localised'
import {
  describe,
  localeFromMatches,
  messagesFromMatches,
  privatePageMeta,
} from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'client_note_detail' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('notes')]

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const note = await orNotFound(
    fetchClientNote(createServerApi(context, request), Number(params.id)),
  )
  return { note }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { clientNotes } = messagesFromMatches(matches)
  if (!loaderData) return privatePageMeta(clientNotes.title, clientNotes.description)
  const locale = localeFromMatches(matches)
  const { note } = loaderData
  return privatePageMeta(
    `${localised(locale, note.title, note.titleEn)} | ${clientNotes.title}`,
    describe(localised(locale, note.body, note.bodyEn)),
  )
}

export default function ClientNoteDetail({ loaderData }: Route.ComponentProps) {
  return <ClientNoteDetailPage key={loaderData.note.id} note={loaderData.note} />
}
