import { CLIENT_NOTE_CATEGORIES, type ClientNoteCategory } from '@kakehashi/contracts'
import { fetchClientNotes } from '../../../features/client-notes/api'
import { ClientNoteListPage } from '../../../features/client-notes/client-note-list-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'client_notes' }
export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('notes')]

function categoryFrom(url: URL): ClientNoteCategory | null {
  const value = url.searchParams.get('category')
  return CLIENT_NOTE_CATEGORIES.find((category) => category === value) ?? null
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const category = categoryFrom(url)
  const list = await fetchClientNotes(createServerApi(context, request), {
    page: pageFrom(url),
    category,
  })
  return { list, category }
}

export function meta({ matches }: Route.MetaArgs) {
  const { clientNotes } = messagesFromMatches(matches)
  return privatePageMeta(clientNotes.title, clientNotes.description)
}

export default function ClientNotes({ loaderData }: Route.ComponentProps) {
  return <ClientNoteListPage list={loaderData.list} category={loaderData.category} />
}
