import {
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationMessageSchema,
  conversationMessagesSchema,
  conversationUpdateBodySchema,
  selfApplyDecisionBodySchema,
  testRecruiterNoticesRunSchema,
} from '../conversations.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'
import { scoutMessageBodySchema } from '../scouts.ts'

const tags = ['conversations']

/** The recruiter's conversations with candidates: every scout of the organisation and its thread. */
export const conversationsEndpoints = {
  listConversations: defineEndpoint({
    method: 'GET',
    path: '/client/scouts',
    summary: "The organisation's conversations, by status, job, co-worker, unread and unanswered",
    description:
      'Sorted by the latest message (`newest`) or the latest match (`matching`, unmatched last). A candidate the organisation may no longer see (deleted, or blocking its company) is left out. The name shows once the candidate has matched.',
    tags,
    query: conversationListQuerySchema,
    response: conversationListResponseSchema,
  }),
  openConversation: defineEndpoint({
    method: 'GET',
    path: '/client/scouts/:id',
    summary: 'One conversation; opening it marks its candidate messages read',
    tags,
    params: idParamsSchema,
    response: conversationDetailSchema,
  }),
  listConversationMessages: defineEndpoint({
    method: 'GET',
    path: '/client/scouts/:id/messages',
    summary: "The conversation's messages, oldest first",
    tags,
    params: idParamsSchema,
    response: conversationMessagesSchema,
  }),
  postConversationMessage: defineEndpoint({
    method: 'POST',
    path: '/client/scouts/:id/messages',
    summary:
      'Writes to the candidate once they have answered; a retry with the same client_request_id answers the first message (200)',
    description:
      'Refused with 422 conversationNotStarted before the candidate has answered the scout. The candidate gets a mail unless they turned message mails off.',
    tags,
    params: idParamsSchema,
    body: scoutMessageBodySchema,
    status: 201,
    existingStatus: 200,
    response: conversationMessageSchema,
  }),
  updateConversation: defineEndpoint({
    method: 'PUT',
    path: '/client/scouts/:id',
    summary: "Moves the candidate's selection status",
    description:
      'Before the candidate has matched only declined or rejected and no reply required are allowed (422 selectionStatusNeedsMatch).',
    tags,
    params: idParamsSchema,
    body: conversationUpdateBodySchema,
    response: conversationDetailSchema,
  }),
  decideSelfApply: defineEndpoint({
    method: 'PUT',
    path: '/client/scouts/:id/self_apply',
    summary: 'Passes or rejects the self-application this conversation screens',
    description:
      'Passing matches the candidate with the organisation and sends them the message; rejecting closes the application and its chat (posting then answers 422 selfApplicationRejected). Deciding the same again answers the conversation and sends nothing; the other decision answers 409 selfApplicationDecided. A conversation that screens no application answers 404.',
    tags,
    params: idParamsSchema,
    body: selfApplyDecisionBodySchema,
    response: conversationDetailSchema,
  }),
  runTestRecruiterNotices: defineEndpoint({
    method: 'POST',
    path: '/__test/recruiter_notices/run',
    summary: 'Runs the recruiter-notice job now, for browser tests',
    response: testRecruiterNoticesRunSchema,
  }),
}
