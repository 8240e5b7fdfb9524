import {
  adminClientNoteBodySchema,
  adminClientNoteCreateBodySchema,
  adminClientNoteListQuerySchema,
  adminClientNoteListSchema,
  adminClientNoteSchema,
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

/** The notices as administrators write them: drafts, publication now or at a time to come. */
export const clientNoteEditingEndpoints = {
  listAdminClientNotes: defineEndpoint({
    method: 'GET',
    path: '/admin/client_notes',
    summary:
      'Every notice to recruiters, drafts and scheduled ones included, the latest change first',
    tags: ['admin'],
    query: adminClientNoteListQuerySchema,
    response: adminClientNoteListSchema,
  }),
  createAdminClientNote: defineEndpoint({
    method: 'POST',
    path: '/admin/client_notes',
    summary: 'Writes a notice: a draft, published now or at a time to come',
    description:
      'Every recruiter is told in the bell when the notice comes out. A create sent again with the same client_request_id answers the first notice with 200.',
    tags: ['admin'],
    body: adminClientNoteCreateBodySchema,
    status: 201,
    existingStatus: 200,
    response: adminClientNoteSchema,
  }),
  getAdminClientNote: defineEndpoint({
    method: 'GET',
    path: '/admin/client_notes/:id',
    summary: 'A notice with every field of the editor',
    tags: ['admin'],
    params: idParamsSchema,
    response: adminClientNoteSchema,
  }),
  updateAdminClientNote: defineEndpoint({
    method: 'PUT',
    path: '/admin/client_notes/:id',
    summary: 'Changes a notice; one published already is not announced again',
    tags: ['admin'],
    params: idParamsSchema,
    body: adminClientNoteBodySchema,
    response: adminClientNoteSchema,
  }),
}
