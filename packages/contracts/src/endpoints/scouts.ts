import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'
import {
  candidateMailOffBodySchema,
  candidateMailOffSchema,
  candidateMailSettingsSchema,
  contactBodySchema,
  contactSchema,
  scoutDeclineBodySchema,
  scoutDetailSchema,
  scoutListQuerySchema,
  scoutListResponseSchema,
  scoutMessageBodySchema,
  scoutMessageSchema,
  scoutSummarySchema,
  testScoutBodySchema,
  unreadScoutCountSchema,
} from '../scouts.ts'

const tags = ['scouts']

/** The candidate's scouts inbox: reading, replying and "interested". */
export const scoutsEndpoints = {
  listScouts: defineEndpoint({
    method: 'GET',
    path: '/candidate/scouts',
    summary: 'Scouts received, newest first',
    tags,
    query: scoutListQuerySchema,
    response: scoutListResponseSchema,
  }),
  countUnreadScouts: defineEndpoint({
    method: 'GET',
    path: '/candidate/scouts/unread_count',
    summary: 'Scouts not yet read',
    tags,
    response: unreadScoutCountSchema,
  }),
  openScout: defineEndpoint({
    method: 'GET',
    path: '/candidate/scouts/:id',
    summary: 'One scout with its messages; opening it marks it read',
    tags,
    params: idParamsSchema,
    response: scoutDetailSchema,
  }),
  replyToScout: defineEndpoint({
    method: 'POST',
    path: '/candidate/scouts/:id/message',
    summary:
      'Replies to a scout (matching the candidate with its organisation); a retry with the same client_request_id answers the first message (200)',
    tags,
    params: idParamsSchema,
    body: scoutMessageBodySchema,
    status: 201,
    existingStatus: 200,
    response: scoutMessageSchema,
  }),
  declineScout: defineEndpoint({
    method: 'POST',
    path: '/candidate/scouts/:id/decline',
    summary:
      'Declines a scout with a reason the organisation reads; its resends stop (declining again answers the first decline)',
    description:
      'For 90 days the organisation cannot scout the candidate again (candidateDeclinedScouts). A later reply withdraws the decline.',
    tags,
    params: idParamsSchema,
    body: scoutDeclineBodySchema,
    response: scoutSummarySchema,
  }),
  contactThroughScout: defineEndpoint({
    method: 'POST',
    path: '/candidate/contacts',
    summary:
      '"Interested" in a scout without a message: matches the candidate (200 when already matched)',
    tags,
    body: contactBodySchema,
    status: 201,
    existingStatus: 200,
    response: contactSchema,
  }),
  getCandidateMailSettings: defineEndpoint({
    method: 'GET',
    path: '/candidate/mail_settings',
    summary: 'Which mails the candidate receives: a new scout, a new message',
    tags,
    response: candidateMailSettingsSchema,
  }),
  updateCandidateMailSettings: defineEndpoint({
    method: 'PUT',
    path: '/candidate/mail_settings',
    summary: 'Turns the mail on a new scout and on a new message on or off',
    tags,
    body: candidateMailSettingsSchema,
    response: candidateMailSettingsSchema,
  }),
  turnOffCandidateMail: defineEndpoint({
    method: 'POST',
    path: '/mail_settings/off',
    summary: "A scout mail's one-click opt-out: turns that kind of mail off, signed out",
    description:
      'The token comes from the mail; a wrong one answers 422 invalidToken. Repeating it changes nothing.',
    tags,
    body: candidateMailOffBodySchema,
    response: candidateMailOffSchema,
  }),
  sendTestScout: defineEndpoint({
    method: 'POST',
    path: '/__test/scouts',
    summary: 'Sends a scout to a candidate for browser tests',
    body: testScoutBodySchema,
    status: 201,
    response: scoutSummarySchema,
  }),
}
