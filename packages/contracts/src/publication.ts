import { z } from 'zod'
import { choice, optionalJapanDateTime } from './validation/fields.ts'

// How administrators publish what they write (columns, notices to recruiters): a draft, or
// published now or at a time to come. One set of fields and states for every kind of content.

/** What the editor chose: keep it a draft, or publish it. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number]

/** Where a piece stands for its readers: a draft, published at a time to come, or published. */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

/** The publication fields of an editor's body. */
export const publicationFields = () => ({
  status: choice(PUBLICATION_STATUSES),
  /** Japan time; empty means now, a time to come schedules it. */
  published_at: optionalJapanDateTime().default(null),
})

/** The state tab of an administrator's list; anything else reads as "all". */
export const publicationStateQuery = () => z.enum(PUBLICATION_STATES).optional().catch(undefined)
