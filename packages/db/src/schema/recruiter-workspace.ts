import type { AgentMovieProvider, NotificationIcon, NotificationKind } from '@kakehashi/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { columnStatus } from './enums.ts'
import { organisations } from './organisations.ts'
import { users } from './users.ts'

/** Tags an agent firm's recruiters describe their specialities with (the agent-tag picker). */
export const agentTags = pgTable('agent_tags', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * What a recruiter tells candidates about themselves (spec section 3, Client profile). One row
 * per recruiter, created on first save. The icon is stored like resumes: a random key in the
 * file storage, never a path under the web root.
 */
export const recruiterProfiles = pgTable('recruiter_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull().default(''),
  universityText: text('university_text').notNull().default(''),
  selfPr: text('self_pr').notNull().default(''),
  formerJob: text('former_job').notNull().default(''),
  iconKey: text('icon_key'),
  iconContentType: text('icon_content_type'),
  ...timestamps(),
})

export const recruiterProfileAgentTags = pgTable(
  'recruiter_profile_agent_tags',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentTagId: bigint('agent_tag_id', { mode: 'number' })
      .notNull()
      .references(() => agentTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agentTagId] })],
)

/**
 * A notification to one recruiter. Every capability writes through the notifications service,
 * which fans a notice out to the organisation's recruiters; `dedupeKey` makes a repeated write
 * (a retried job, a rerun schedule) a no-op. The wording comes from the catalogues by `kind`,
 * filled from `params`, so a notification reads in the recruiter's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    icon: text('icon').$type<NotificationIcon>().notNull(),
    params: jsonb('params')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    linkPath: text('link_path'),
    dedupeKey: text('dedupe_key'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unopened_idx').on(t.userId).where(sql`${t.openedAt} is null`),
    uniqueIndex('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
)

/** An agent firm's videos (YouTube or Vimeo), shown on its public agent page when `isShown`. */
export const agentMovies = pgTable(
  'agent_movies',
  {
    id: id(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    provider: text('provider').$type<AgentMovieProvider>().notNull(),
    videoId: text('video_id').notNull(),
    position: integer('position').notNull().default(0),
    isShown: boolean('is_shown').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('agent_movies_organisation_position_idx').on(t.organisationId, t.position, t.id),
    check('agent_movies_provider', sql`${t.provider} in ('youtube', 'vimeo')`),
  ],
)

/**
 * Notices from the platform to every recruiter; `isPickup` puts one on the dashboard. Recruiters
 * see a notice once it is published and its time has come; `announcedAt` records that the bell
 * told them, which a scheduled notice waits for until its time.
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: id(),
    category: text('category').notNull().default('news'),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    body: text('body').notNull(),
    bodyEn: text('body_en'),
    isPickup: boolean('is_pickup').notNull().default(false),
    status: columnStatus('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    // The administrator's form sends one per draft: a create sent twice answers the first one.
    clientRequestId: text('client_request_id'),
    ...timestamps(),
  },
  (t) => [
    index('client_notes_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('client_notes_unannounced_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published' and ${t.announcedAt} is null`),
    uniqueIndex('client_notes_client_request_unique')
      .on(t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
  ],
)

/** Messages recruiters send the platform from the support page; each is also mailed. */
export const supportInquiries = pgTable(
  'support_inquiries',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // The form's draft id: the same id from the same recruiter is one inquiry.
    clientRequestId: text('client_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_inquiries_client_request_unique').on(t.userId, t.clientRequestId)],
)
