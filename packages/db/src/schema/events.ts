import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { agents, companies } from './companies.ts'
import { eventStatus } from './enums.ts'
import { jobInfos } from './jobs.ts'
import { users } from './users.ts'

/**
 * A career event (seminar, briefing, meetup). Events tied to a job (`jobInfoId`) are that job's
 * "job info events". `feeYen` 0 means free; lists show whether any event is unpaid.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'set null',
    }),
    agentId: bigint('agent_id', { mode: 'number' }).references(() => agents.id, {
      onDelete: 'set null',
    }),
    jobInfoId: bigint('job_info_id', { mode: 'number' }).references(() => jobInfos.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    body: text('body').notNull().default(''),
    place: text('place').notNull().default(''),
    isOnline: boolean('is_online').notNull().default(false),
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }).notNull(),
    eventEndsAt: timestamp('event_ends_at', { withTimezone: true }),
    entryStartsAt: timestamp('entry_starts_at', { withTimezone: true }),
    entryEndsAt: timestamp('entry_ends_at', { withTimezone: true }),
    status: eventStatus('status').notNull().default('draft'),
    capacity: integer('capacity'),
    feeYen: integer('fee_yen').notNull().default(0),
    isPickup: boolean('is_pickup').notNull().default(false),
    headerImagePath: text('header_image_path'),
    ...timestamps(),
  },
  (t) => [
    index('events_starts_idx').on(t.eventStartsAt),
    index('events_job_info_idx').on(t.jobInfoId),
  ],
)

/** A candidate's entry to an event. */
export const eventEntries = pgTable(
  'event_entries',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_entries_user_event_unique').on(t.userId, t.eventId)],
)

/** A special event (a job fair with many companies); `name` is its URL segment. */
export const specialEventGroups = pgTable(
  'special_event_groups',
  {
    id: id(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    startsOn: timestamp('starts_on', { withTimezone: true }).notNull(),
    endsOn: timestamp('ends_on', { withTimezone: true }).notNull(),
    headerImagePath: text('header_image_path'),
    status: eventStatus('status').notNull().default('draft'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('special_event_groups_name_unique').on(t.name)],
)

/** One company's session inside a special event group. */
export const specialEvents = pgTable(
  'special_events',
  {
    id: id(),
    specialEventGroupId: bigint('special_event_group_id', { mode: 'number' })
      .notNull()
      .references(() => specialEventGroups.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    body: text('body').notNull().default(''),
    place: text('place').notNull().default(''),
    isOnline: boolean('is_online').notNull().default(false),
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }).notNull(),
    eventEndsAt: timestamp('event_ends_at', { withTimezone: true }),
    entryEndsAt: timestamp('entry_ends_at', { withTimezone: true }),
    capacity: integer('capacity'),
    status: eventStatus('status').notNull().default('draft'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('special_events_group_idx').on(t.specialEventGroupId, t.position)],
)

export const specialEventEntries = pgTable(
  'special_event_entries',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialEventId: bigint('special_event_id', { mode: 'number' })
      .notNull()
      .references(() => specialEvents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('special_event_entries_user_event_unique').on(t.userId, t.specialEventId),
    index('special_event_entries_event_idx').on(t.specialEventId),
  ],
)

export type Event = typeof events.$inferSelect
export type SpecialEventGroup = typeof specialEventGroups.$inferSelect
export type SpecialEvent = typeof specialEvents.$inferSelect
