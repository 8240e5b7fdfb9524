import { fetchAdminClientNotes } from '../../../features/administration/api'
import { ClientNoteListPage } from '../../../features/administration/client-note-list-page'
import { publicationStateFrom } from '../../../features/administration/publication'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'admin_client_notes' }

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const state = publicationStateFrom(url)
  const list = await fetchAdminClientNotes(createServerApi(context, request), {
    state,
    page: pageFrom(url),
  })
  return { list, state }
}

export function meta({ matches }: Route.MetaArgs) {
  const { admin } = messagesFromMatches(matches)
  return privatePageMeta(admin.clientNotes.title, admin.clientNotes.description)
}

export default function AdminClientNotes({ loaderData }: Route.ComponentProps) {
  return <ClientNoteListPage list={loaderData.list} state={loaderData.state} />
}
