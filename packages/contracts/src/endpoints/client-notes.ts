import {
  clientNoteListQuerySchema,
  clientNoteListSchema,
  clientNotePickupSchema,
  clientNoteSchema,
  supportInquiryBodySchema,
  supportInquirySchema,
} from '../client-notes.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['client notes']

/** The platform's notices to recruiters, and the support contact form. */
export const clientNoteEndpoints = {
  listClientNotes: defineEndpoint({
    method: 'GET',
    path: '/client/client_notes',
    summary: 'Published notices to recruiters, newest first, optionally of one category',
    tags,
    query: clientNoteListQuerySchema,
    response: clientNoteListSchema,
  }),
  getClientNotePickup: defineEndpoint({
    method: 'GET',
    path: '/client/client_notes/pickup',
    summary: 'The latest published pickup notice for the dashboard, or null',
    tags,
    response: clientNotePickupSchema,
  }),
  getClientNote: defineEndpoint({
    method: 'GET',
    path: '/client/client_notes/:id',
    summary: 'One published notice with its body in both languages',
    tags,
    params: idParamsSchema,
    response: clientNoteSchema,
  }),
  createSupportInquiry: defineEndpoint({
    method: 'POST',
    path: '/client/support_inquiries',
    summary:
      "Sends a message to the platform's support team and a copy to the recruiter; a retry with the same client_request_id answers the first inquiry (200)",
    tags,
    body: supportInquiryBodySchema,
    status: 201,
    existingStatus: 200,
    response: supportInquirySchema,
  }),
}
