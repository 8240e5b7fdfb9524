import type { RecruiterPermission } from '@kakehashi/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { accountType, roleType } from './enums.ts'
import { organisations } from './organisations.ts'

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lower-case so the unique index is also case-insensitive without citext.
    email: text('email').notNull(),
    roleType: roleType('role_type').notNull(),
    // Null for accounts that cannot log in with a password (e.g. invited, not yet activated).
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    fullNameKana: text('full_name_kana'),
    organisationId: bigint('organisation_id', { mode: 'number' }).references(
      () => organisations.id,
      { onDelete: 'restrict' },
    ),
    accountType: accountType('account_type'),
    permissions: text('permissions')
      .array()
      .$type<RecruiterPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    trialRecruiter: boolean('trial_recruiter').notNull().default(false),
    // Null until the owner follows the confirmation link; unconfirmed accounts cannot sign in.
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // Set when a candidate deletes their account: the row stays (scouts sent to it keep their
    // sender's history) but every personal field is blanked and it can never sign in again.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The latest sign-in (password or LINE); recruiters filter candidates by it.
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Set by an administrator: a suspended account cannot sign in, and its sessions end at once.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_organisation_id_idx').on(t.organisationId),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    // Recruiters act for an organisation; the database refuses an orphan recruiter.
    check(
      'users_recruiter_has_organisation',
      sql`${t.roleType} not in ('CompanyUser', 'Agent') or ${t.organisationId} is not null`,
    ),
    // The account type only means something for recruiters, and every recruiter has one.
    check(
      'users_account_type_iff_recruiter',
      sql`(${t.roleType} in ('CompanyUser', 'Agent')) = (${t.accountType} is not null)`,
    ),
  ],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
