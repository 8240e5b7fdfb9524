import {
  type ConversationSort,
  conversationsEndpoints as endpoints,
  type SelectionStatus,
} from '@kakehashi/contracts'
import type { ApiClient, CallInput, CallResult } from '../../lib/api-client'

// Every call of the recruiter's conversations, typed by the contracts.

export type ConversationList = CallResult<typeof endpoints.listConversations>
export type ConversationRow = ConversationList['scouts'][number]
export type Conversation = CallResult<typeof endpoints.openConversation>
export type ConversationMessage = CallResult<typeof endpoints.postConversationMessage>

/** The list's filters as the address holds them. */
export interface ConversationFilters {
  status: SelectionStatus | undefined
  jobInfoId: number | undefined
  senderUserId: number | undefined
  unread: boolean
  unanswered: boolean
  sort: ConversationSort
  page: number
}

export function fetchConversations(
  api: ApiClient,
  filters: ConversationFilters,
): Promise<ConversationList> {
  return api.call(endpoints.listConversations, {
    query: {
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.jobInfoId ? { jobInfoId: filters.jobInfoId } : {}),
      ...(filters.senderUserId ? { senderUserId: filters.senderUserId } : {}),
      ...(filters.unread ? { unread: 'true' as const } : {}),
      ...(filters.unanswered ? { unanswered: 'true' as const } : {}),
      sort: filters.sort,
      page: filters.page,
    },
  })
}

/** One conversation; opening it marks what the candidate wrote read. */
export function openConversation(api: ApiClient, id: number): Promise<Conversation> {
  return api.call(endpoints.openConversation, { params: { id } })
}

export async function fetchConversationMessages(
  api: ApiClient,
  id: number,
): Promise<ConversationMessage[]> {
  return (await api.call(endpoints.listConversationMessages, { params: { id } })).messages
}

/**
 * Writes to the candidate. The body is the message form's values in the wire spelling, with the
 * draft's `client_request_id`: sending it again answers the message already posted.
 */
export function postConversationMessage(
  api: ApiClient,
  id: number,
  body: unknown,
): Promise<ConversationMessage> {
  return api.call(endpoints.postConversationMessage, {
    params: { id },
    body: body as CallInput<typeof endpoints.postConversationMessage>['body'],
  })
}

export function updateConversation(
  api: ApiClient,
  id: number,
  body: unknown,
): Promise<Conversation> {
  return api.call(endpoints.updateConversation, {
    params: { id },
    body: body as CallInput<typeof endpoints.updateConversation>['body'],
  })
}

/** Passes the self-application with the message the candidate receives, or rejects it. */
export function decideSelfApply(api: ApiClient, id: number, body: unknown): Promise<Conversation> {
  return api.call(endpoints.decideSelfApply, {
    params: { id },
    body: body as CallInput<typeof endpoints.decideSelfApply>['body'],
  })
}
