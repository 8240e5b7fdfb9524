import { useLocation } from 'react-router'
import { fetchAdminClientNote } from '../../../features/administration/api'
import { ClientNoteEditorPage } from '../../../features/administration/client-note-editor-page'
import { ClientNoteArticle } from '../../../features/client-notes/client-note-detail-page'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/editor'

export const handle = { analyticsName: 'admin_client_note_editor' }

/** A new notice (/admin/client_notes/new) or an existing one (/admin/client_notes/{id}). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  return {
    note: params.id ? await orNotFound(fetchAdminClientNote(api, Number(params.id))) : null,
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.clientNotes.editTitle, admin.clientNotes.description)
}

export default function AdminClientNoteEditor({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const { note } = loaderData
  return (
    <ClientNoteEditorPage
      key={`${note?.id ?? 'new'}-${note?.updatedAt ?? ''}`}
      note={note}
      initialNotice={(location.state as { notice?: string } | null)?.notice === 'saved'}
      renderPreview={(preview, locale) => <ClientNoteArticle note={preview} locale={locale} />}
    />
  )
}
