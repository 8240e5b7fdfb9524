import { z } from 'zod'
import { STRING_MAX_LENGTH } from './constants.ts'
import { pageQuerySchema, paginationSchema } from './pagination.ts'
import {
  PUBLICATION_STATES,
  PUBLICATION_STATUSES,
  publicationFields,
  publicationStateQuery,
} from './publication.ts'
import { CLIENT_NOTE_CATEGORIES, SUPPORT_TOPICS } from './recruiter-constants.ts'
import { choice } from './validation/fields.ts'
import { stringInput, wrongTypeMessage } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'
import { requiredText, textSchema } from './validation/text.ts'

// The platform's notices to recruiters and the recruiters' messages to the platform (the support
// page). Notices carry both languages, as columns and events do; pages pick by the visitor's.

/** The longest message the support contact form takes, as long as a career summary. */
export const SUPPORT_INQUIRY_BODY_MAX_LENGTH = 2500

export const clientNoteSummarySchema = z
  .object({
    id: z.number().int(),
    category: z.enum(CLIENT_NOTE_CATEGORIES),
    title: z.string(),
    title_en: z.string().nullable(),
    is_pickup: z.boolean(),
    published_at: z.string(),
  })
  .meta({ id: 'ClientNoteSummary' })
export type ClientNoteSummary = z.infer<typeof clientNoteSummarySchema>

export const clientNoteSchema = clientNoteSummarySchema
  .extend({
    body: z
      .string()
      .meta({ description: 'Plain text with line breaks; render as text, never HTML' }),
    body_en: z.string().nullable().meta({ description: 'Plain text, as body' }),
  })
  .meta({ id: 'ClientNote' })
export type ClientNote = z.infer<typeof clientNoteSchema>

/** A page of notices, optionally of one category; an unknown category lists them all. */
export const clientNoteListQuerySchema = pageQuerySchema.extend({
  category: z.enum(CLIENT_NOTE_CATEGORIES).optional().catch(undefined),
})
export type ClientNoteListQuery = z.infer<typeof clientNoteListQuerySchema>

export const clientNoteListSchema = z
  .object({ client_notes: z.array(clientNoteSummarySchema), pagination: paginationSchema })
  .meta({ id: 'ClientNoteList' })

export const clientNotePickupSchema = z
  .object({ client_note: clientNoteSummarySchema.nullable() })
  .meta({ id: 'ClientNotePickup', description: 'The latest published pickup notice, if any' })

/**
 * The support contact form. `client_request_id` is chosen by the page per draft: sending the same one
 * again answers the inquiry already received instead of sending it twice.
 */
export const supportInquiryBodySchema = z
  .object({
    topic: z.enum(SUPPORT_TOPICS, { error: wrongTypeMessage(VALIDATION_MESSAGES.required) }),
    subject: requiredText({ max: STRING_MAX_LENGTH }),
    body: requiredText({ max: SUPPORT_INQUIRY_BODY_MAX_LENGTH }),
    client_request_id: stringInput().min(8).max(100),
  })
  .meta({ id: 'SupportInquiryBody' })
export type SupportInquiryBody = z.infer<typeof supportInquiryBodySchema>

export const supportInquirySchema = z
  .object({
    id: z.number().int(),
    topic: z.enum(SUPPORT_TOPICS),
    subject: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'SupportInquiry' })
export type SupportInquiry = z.infer<typeof supportInquirySchema>

// The notices as administrators write them (/admin/client_notes) ---------------------------------

/** A notice's body (plain text) may be this long in each language. */
export const CLIENT_NOTE_BODY_MAX_LENGTH = 10_000

export const adminClientNoteBodySchema = z
  .object({
    category: choice(CLIENT_NOTE_CATEGORIES),
    title: requiredText(),
    title_en: textSchema().default(''),
    body: requiredText({ max: CLIENT_NOTE_BODY_MAX_LENGTH, allowEmoji: true }),
    body_en: textSchema({ max: CLIENT_NOTE_BODY_MAX_LENGTH, allowEmoji: true }).default(''),
    is_pickup: z.boolean().default(false),
    ...publicationFields(),
  })
  .meta({ id: 'AdminClientNoteBody' })
export type AdminClientNoteBody = z.infer<typeof adminClientNoteBodySchema>

/** POST /admin/client_notes: the notice and `client_request_id`, chosen per draft. */
export const adminClientNoteCreateBodySchema = adminClientNoteBodySchema
  .extend({ client_request_id: stringInput().min(8).max(100) })
  .meta({ id: 'AdminClientNoteCreateBody' })

export const adminClientNoteListQuerySchema = pageQuerySchema.extend({
  state: publicationStateQuery(),
})

export const adminClientNoteRowSchema = z
  .object({
    id: z.number().int(),
    category: z.enum(CLIENT_NOTE_CATEGORIES),
    title: z.string(),
    state: z.enum(PUBLICATION_STATES),
    published_at: z.string().nullable(),
    is_pickup: z.boolean(),
    /** When the bell told recruiters; null until the notice is out. */
    announced_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminClientNoteRow' })

export const adminClientNoteListSchema = z
  .object({ client_notes: z.array(adminClientNoteRowSchema), pagination: paginationSchema })
  .meta({ id: 'AdminClientNoteList' })

export const adminClientNoteSchema = z
  .object({
    id: z.number().int(),
    category: z.enum(CLIENT_NOTE_CATEGORIES),
    title: z.string(),
    title_en: z.string().nullable(),
    body: z.string(),
    body_en: z.string().nullable(),
    is_pickup: z.boolean(),
    status: z.enum(PUBLICATION_STATUSES),
    state: z.enum(PUBLICATION_STATES),
    /** Japan time, `YYYY-MM-DDTHH:mm`, as the form's field takes it. */
    published_at: z.string().nullable(),
    announced_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminClientNote' })
export type AdminClientNote = z.infer<typeof adminClientNoteSchema>
