import { CANDIDATE_EXPORT_STATES, LOCALES } from '@kakehashi/contracts'
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id } from './column-types.ts'
import { organisations } from './organisations.ts'
import { users } from './users.ts'

export const candidateExportState = pgEnum('candidate_export_state', CANDIDATE_EXPORT_STATES)

/**
 * A recruiter's CSV export of the candidates matched with the organisation (spec section 4: an
 * asynchronous download). Requested once per `client_request_id`; a background job writes the
 * file to the file storage, counting `rows_written` as it goes so the page can show progress.
 * The file is kept until `expires_at`, 7 days after it was written.
 */
export const candidateExports = pgTable(
  'candidate_exports',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // The export stays on the organisation's list after its requester's account is gone.
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }).references(
      () => users.id,
      { onDelete: 'set null' },
    ),
    clientRequestId: text('client_request_id').notNull(),
    /** The requester's language: the file's column headings and statuses are written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('ja'),
    state: candidateExportState('state').notNull().default('queued'),
    /** The candidates the export holds, counted when it starts. */
    totalRows: integer('total_rows'),
    rowsWritten: integer('rows_written').notNull().default(0),
    fileKey: text('file_key'),
    fileBytes: integer('file_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('candidate_exports_request_unique').on(t.organisationId, t.clientRequestId),
    index('candidate_exports_organisation_idx').on(t.organisationId, t.requestedAt.desc()),
  ],
)

export type CandidateExport = typeof candidateExports.$inferSelect
