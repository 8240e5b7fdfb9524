import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { users } from './users.ts'

/**
 * Server-side sessions. The client holds a random token; only its SHA-256 is stored, so a copy of
 * the table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
)

export const userTokenPurpose = pgEnum('user_token_purpose', [
  'email_confirmation',
  'password_reset',
  'email_change',
  // A recruiter invited by an administrator sets the first password through it.
  'invitation',
])

/**
 * One-time links sent by mail (e-mail confirmation, password reset, e-mail change); stored
 * hashed. An e-mail change keeps the new address here until its owner follows the link.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurpose('purpose').notNull(),
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_unique').on(t.tokenHash),
    index('user_tokens_user_id_idx').on(t.userId),
  ],
)

/** A LINE account linked to one of ours, by the OpenID Connect subject LINE issued. */
export const lineIdentities = pgTable(
  'line_identities',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('line_identities_subject_unique').on(t.subject),
    uniqueIndex('line_identities_user_id_unique').on(t.userId),
  ],
)

/** Administrator-edited redirects, looked up by the current path on each navigation. */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: id(),
    currentPath: text('current_path').notNull(),
    redirectTo: text('redirect_to').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('redirect_rules_current_path_unique').on(t.currentPath)],
)

export const mailStatus = pgEnum('mail_status', ['queued', 'sent', 'failed'])

/**
 * Every mail the platform sends. Without SMTP it stays here as the development mailbox; with
 * SMTP a background job delivers it and records the outcome, so nothing is lost while the mail
 * server is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: bigint('attempts', { mode: 'number' }).notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
)

export type Session = typeof sessions.$inferSelect
export type UserToken = typeof userTokens.$inferSelect
export type RedirectRule = typeof redirectRules.$inferSelect
export type MailOutboxEntry = typeof mailOutbox.$inferSelect
