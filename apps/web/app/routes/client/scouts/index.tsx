import { CONVERSATION_SORTS, isRecordId, SELECTION_STATUSES } from '@kakehashi/contracts'
import { type ConversationFilters, fetchConversations } from '../../../features/conversations/api'
import { ConversationListPage } from '../../../features/conversations/conversation-list-page'
import { requireRecruiter } from '../../../lib/access'
import { createServerApi } from '../../../lib/api'
import { messagesFromMatches, privatePageMeta } from '../../../lib/meta'
import { pageFrom } from '../../../lib/route-data'
import type { Route } from './+types/index'

export const handle = { analyticsName: 'client_scouts' }

export const middleware: Route.MiddlewareFunction[] = [requireRecruiter('scouts')]

/** A value of the list's address, or none when it is not one of `values`. */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value)
}

const idFrom = (value: string | null) => (value && isRecordId(value) ? Number(value) : undefined)

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const filters: ConversationFilters = {
    status: oneOf(SELECTION_STATUSES, params.get('status')),
    jobInfoId: idFrom(params.get('job_info_id')),
    senderUserId: idFrom(params.get('sender_user_id')),
    unread: params.get('unread') === 'true',
    unanswered: params.get('unanswered') === 'true',
    sort: oneOf(CONVERSATION_SORTS, params.get('sort')) ?? 'newest',
    page: pageFrom(url),
  }
  const list = await fetchConversations(createServerApi(context, request), filters)
  return { list, filters }
}

export function meta({ matches }: Route.MetaArgs) {
  const { conversations } = messagesFromMatches(matches)
  return privatePageMeta(conversations.title, conversations.description)
}

export default function Conversations({ loaderData }: Route.ComponentProps) {
  return <ConversationListPage list={loaderData.list} filters={loaderData.filters} />
}
