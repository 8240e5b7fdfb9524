import { fetchConversationMessages, openConversation } from '../../../features/conversations/api'
import { ConversationPage } from '../../../features/conversations/conversation-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { orNotFound } from '../../../lib/route-data'
import type { Route } from './+types/detail'

export const handle = { analyticsName: 'client_scout_detail' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scouts')]

/** Another organisation's conversation, or one with a candidate it may no longer see, is the 404 page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = createServerApi(context, request)
  const id = Number(params.id)
  const conversation = await orNotFound(openConversation(api, id))
  const messages = await fetchConversationMessages(api, id)
  return { conversation, messages }
}

// The title names no candidate: browser history and shared screens keep titles longer than the page.
export function meta({ matches }: Route.MetaArgs) {
  const { conversations } = messagesFromMatches(matches)
  return privatePageMeta(conversations.detail.thread, conversations.description)
}

export default function ConversationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConversationPage
      key={loaderData.conversation.id}
      initial={loaderData.conversation}
      initialMessages={loaderData.messages}
    />
  )
}
