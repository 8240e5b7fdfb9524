import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { organisationKind } from './enums.ts'

/** Employer companies and recruiting agent firms; recruiters belong to one. */
export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    kind: organisationKind('kind').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    // The administrator's form sends one per draft: a create sent twice answers the first one.
    clientRequestId: text('client_request_id'),
    // After how many business days a scout's remind template is resent (3, 5 or 10).
    scoutRemindBusinessDays: smallint('scout_remind_business_days').notNull().default(5),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('organisations_client_request_unique')
      .on(t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    check(
      'organisations_scout_remind_business_days',
      sql`${t.scoutRemindBusinessDays} in (3, 5, 10)`,
    ),
  ],
)

export type Organisation = typeof organisations.$inferSelect
export type NewOrganisation = typeof organisations.$inferInsert

/**
 * An organisation's contract with the platform: the plan, its dates (scouting and reminders stop
 * after `endsOn`, spec section 4), the monthly special-scout quota and whether the organisation
 * may take part in the Special Scout Week. One contract per organisation; renewals move the dates.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    specialScoutMonthlyQuota: integer('special_scout_monthly_quota').notNull().default(0),
    specialScoutWeekPermitted: boolean('special_scout_week_permitted').notNull().default(false),
    // Whether the organisation may export its matched candidates as CSV at all; each recruiter
    // also needs the `candidates_download` permission.
    downloadPermitted: boolean('download_permitted').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contracts_organisation_id_unique').on(t.organisationId),
    check('contracts_period_order', sql`${t.startsOn} <= ${t.endsOn}`),
    check('contracts_quota_not_negative', sql`${t.specialScoutMonthlyQuota} >= 0`),
  ],
)

export type Contract = typeof contracts.$inferSelect
export type NewContract = typeof contracts.$inferInsert
