import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id } from './column-types.ts'
import { roleType } from './enums.ts'

/**
 * The audit trail: every administrator action and every recruiter's view or export of candidate
 * data, with who, what, which record and the record before and after. Rows are only ever added:
 * a trigger (migration 0010) refuses UPDATE, DELETE and TRUNCATE, so not even a bug of the
 * application can rewrite history. No foreign keys: an entry outlives the records it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).notNull(),
    // As they were at the time: an account renamed or deleted later does not change the trail.
    actorEmail: text('actor_email').notNull(),
    actorRole: roleType('actor_role').notNull(),
    actorOrganisationId: bigint('actor_organisation_id', { mode: 'number' }),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: bigint('record_id', { mode: 'number' }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_occurred_at_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorUserId, t.occurredAt.desc()),
    index('audit_events_record_idx').on(t.recordType, t.recordId),
  ],
)

export type AuditEvent = typeof auditEvents.$inferSelect
export type NewAuditEvent = typeof auditEvents.$inferInsert
