import { JOB_REPORT_REASONS, JOB_REPORT_STATES } from '@kakehashi/contracts'
import { bigint, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id } from './column-types.ts'
import { jobInfos } from './jobs.ts'
import { users } from './users.ts'

export const jobReportReason = pgEnum('job_report_reason', JOB_REPORT_REASONS)
export const jobReportState = pgEnum('job_report_state', JOB_REPORT_STATES)

/**
 * A visitor's report of a job listing ("report this listing" on every job page), waiting for an
 * administrator until the listing is closed or the report dismissed.
 */
export const jobInfoReports = pgTable(
  'job_info_reports',
  {
    id: id(),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    reason: jobReportReason('reason').notNull(),
    body: text('body').notNull(),
    reporterEmail: text('reporter_email'),
    // The signed-in reporter, if any; a deleted account leaves the report.
    reporterUserId: bigint('reporter_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    state: jobReportState('state').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: bigint('resolved_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_info_reports_state_idx').on(t.state, t.createdAt.desc()),
    index('job_info_reports_job_idx').on(t.jobInfoId),
  ],
)

export type JobInfoReport = typeof jobInfoReports.$inferSelect
