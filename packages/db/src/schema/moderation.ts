import {
  JOB_REPORT_REASONS,
  JOB_REPORT_STATES,
  RECRUITER_REPORT_REASONS,
  RECRUITER_REPORT_STATES,
} from '@kakehashi/contracts'
import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { id } from './column-types.ts'
import { jobInfos } from './jobs.ts'
import { organisations } from './organisations.ts'
import { scouts } from './scouts.ts'
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

export const recruiterReportReason = pgEnum('recruiter_report_reason', RECRUITER_REPORT_REASONS)
export const recruiterReportState = pgEnum('recruiter_report_state', RECRUITER_REPORT_STATES)

/**
 * A candidate's report of the recruiter who scouted them, waiting for an administrator until the
 * recruiter is suspended or the report dismissed. One report a scout and candidate.
 */
export const recruiterReports = pgTable(
  'recruiter_reports',
  {
    id: id(),
    recruiterUserId: bigint('recruiter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    scoutId: bigint('scout_id', { mode: 'number' }).references(() => scouts.id, {
      onDelete: 'set null',
    }),
    // A deleted account leaves the report: what it says about the recruiter still stands.
    reporterUserId: bigint('reporter_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reason: recruiterReportReason('reason').notNull(),
    body: text('body').notNull(),
    state: recruiterReportState('state').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: bigint('resolved_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recruiter_reports_state_idx').on(t.state, t.createdAt.desc()),
    index('recruiter_reports_recruiter_idx').on(t.recruiterUserId, t.state),
    uniqueIndex('recruiter_reports_scout_reporter_unique').on(t.scoutId, t.reporterUserId),
  ],
)

export type RecruiterReport = typeof recruiterReports.$inferSelect
