import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { agents } from './companies.ts'
import { columnStatus } from './enums.ts'
import { jobInfos } from './jobs.ts'
import { users } from './users.ts'

export const tagCategories = pgTable('tag_categories', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
})

/** Tags of columns (articles), grouped by category; /tags/{id} lists a tag's columns. */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    tagCategoryId: bigint('tag_category_id', { mode: 'number' })
      .notNull()
      .references(() => tagCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('tags_category_idx').on(t.tagCategoryId)],
)

/**
 * A column (article). `body` is HTML written by editors and sanitised before it is stored and
 * again before it is rendered; every other text is plain. An agent may be the author.
 */
export const columns = pgTable(
  'columns',
  {
    id: id(),
    agentId: bigint('agent_id', { mode: 'number' }).references(() => agents.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    authorName: text('author_name').notNull().default(''),
    thumbnailPath: text('thumbnail_path'),
    status: columnStatus('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Editors' picks: pickup columns on top pages, selected columns on /selected_columns.
    isPickup: boolean('is_pickup').notNull().default(false),
    pickupPosition: integer('pickup_position').notNull().default(0),
    isSelected: boolean('is_selected').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    // The administrator's form sends one per draft: a create sent twice answers the first one.
    clientRequestId: text('client_request_id'),
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    index('columns_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('columns_agent_id_idx').on(t.agentId),
    uniqueIndex('columns_client_request_unique')
      .on(t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    index('columns_search_grams_idx').using('gin', t.searchGrams),
  ],
)

export const columnTags = pgTable(
  'column_tags',
  {
    columnId: bigint('column_id', { mode: 'number' })
      .notNull()
      .references(() => columns.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.tagId] }), index('column_tags_tag_idx').on(t.tagId)],
)

/** Jobs an editor attached to a column, shown beneath it. */
export const columnRelatedJobInfos = pgTable(
  'column_related_job_infos',
  {
    columnId: bigint('column_id', { mode: 'number' })
      .notNull()
      .references(() => columns.id, { onDelete: 'cascade' }),
    jobInfoId: bigint('job_info_id', { mode: 'number' })
      .notNull()
      .references(() => jobInfos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.jobInfoId] })],
)

/** A signed-in candidate's reading history. */
export const viewedColumns = pgTable(
  'viewed_columns',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    columnId: bigint('column_id', { mode: 'number' })
      .notNull()
      .references(() => columns.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('viewed_columns_user_column_unique').on(t.userId, t.columnId),
    index('viewed_columns_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
)

export type Column = typeof columns.$inferSelect
export type NewColumn = typeof columns.$inferInsert
