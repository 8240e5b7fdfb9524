import { SCOUT_REPORT_BREAKDOWNS, USER_ACTIONS } from '@kakehashi/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { id } from './column-types.ts'
import { organisations } from './organisations.ts'
import { users } from './users.ts'

export const scoutReportBreakdown = pgEnum('scout_report_breakdown', SCOUT_REPORT_BREAKDOWNS)

/** What became of the scouts a roll-up row counts, in the order of the funnel. */
const scoutReportFigures = () => ({
  sent: integer('sent').notNull(),
  opened: integer('opened').notNull(),
  replied: integer('replied').notNull(),
  matched: integer('matched').notNull(),
  hired: integer('hired').notNull(),
})

/**
 * The organisation's scouts of one Japan day, counted by sender and by one breakdown: `total`
 * (key ''), `gender` (the candidate's, '' when not given), `industry` (the candidate's latest
 * job's industry id, '' when none) or `template` (the template id, '' when written freely).
 * Figures follow the scouts sent that day: how many were opened, replied, matched and hired since.
 * Kept by the `scout_reports.roll_up` job from `scout_report_stale_days`; reports read only these.
 * `sender_user_id` has no foreign key: a day keeps its figures after a recruiter leaves.
 */
export const scoutReportDays = pgTable(
  'scout_report_days',
  {
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    breakdown: scoutReportBreakdown('breakdown').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    senderUserId: bigint('sender_user_id', { mode: 'number' }),
    breakdownKey: text('breakdown_key').notNull().default(''),
    ...scoutReportFigures(),
  },
  (t) => [
    // A report reads one breakdown of one organisation over a range of days.
    index('scout_report_days_read_idx').on(t.organisationId, t.breakdown, t.day),
    // The platform's day is summed over every organisation's totals.
    index('scout_report_days_platform_idx').on(t.day).where(sql`breakdown = 'total'`),
  ],
)

/**
 * The same figures summed by calendar month (`month` is its first day), kept with the days of
 * the month by the same job: a report over years reads a row a month for its whole months and
 * days only for the months it cuts.
 */
export const scoutReportMonths = pgTable(
  'scout_report_months',
  {
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    breakdown: scoutReportBreakdown('breakdown').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    senderUserId: bigint('sender_user_id', { mode: 'number' }),
    breakdownKey: text('breakdown_key').notNull().default(''),
    ...scoutReportFigures(),
  },
  (t) => [index('scout_report_months_read_idx').on(t.organisationId, t.breakdown, t.month)],
)

/**
 * The platform's scouts of one Japan day (every organisation): the average a template's reply
 * rate is set against, without disclosing any organisation's own figures.
 */
export const scoutReportPlatformDays = pgTable('scout_report_platform_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sent: integer('sent').notNull(),
  replied: integer('replied').notNull(),
})

/**
 * An organisation's day whose figures changed since they were counted: written by triggers on
 * `scouts` and `candidate_matches` in the changing transaction, taken by the roll-up job.
 */
export const scoutReportStaleDays = pgTable(
  'scout_report_stale_days',
  {
    organisationId: bigint('organisation_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.day] })],
)

export const userAction = pgEnum('user_action', USER_ACTIONS)

/**
 * What a recruiter did, written as it happens (in the action's own transaction where it has one):
 * the activity report counts these. `quantity` is how many at once (a bulk scout of 200).
 */
export const userActionLogs = pgTable(
  'user_action_logs',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: userAction('action').notNull(),
    quantity: integer('quantity').notNull().default(1),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_action_logs_organisation_idx').on(t.organisationId, t.occurredAt)],
)
