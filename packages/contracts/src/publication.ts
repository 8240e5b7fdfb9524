import { z } from 'zod'
import { choice, emptyToNull } from './validation/fields.ts'
import { reportIssue, stringInput } from './validation/issues.ts'
import { VALIDATION_MESSAGES } from './validation/keys.ts'

// How administrators publish what they write (columns, notices to recruiters): a draft, or
// published now or at a time to come. One set of fields and states for every kind of content.

/** What the editor chose: keep it a draft, or publish it. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number]

/** Where a piece stands for its readers: a draft, published at a time to come, or published. */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** `2026-12-01T09:00`, a time in Japan as a date-time field holds it. */
export function isJapanDateTime(value: string): boolean {
  if (!LOCAL_DATE_TIME.test(value)) return false
  return !Number.isNaN(new Date(`${value}+09:00`).getTime())
}

/** When a published piece appears, Japan time; empty means now, a time to come schedules it. */
const publishedAt = z.preprocess(
  emptyToNull,
  stringInput()
    .check((payload) => {
      if (!isJapanDateTime(payload.value)) {
        reportIssue(payload, payload.value, VALIDATION_MESSAGES.invalid)
      }
    })
    .nullable(),
)

/** The publication fields of an editor's body. */
export const publicationFields = () => ({
  status: choice(PUBLICATION_STATUSES),
  published_at: publishedAt.default(null),
})

/** The state tab of an administrator's list; anything else reads as "all". */
export const publicationStateQuery = () => z.enum(PUBLICATION_STATES).optional().catch(undefined)
