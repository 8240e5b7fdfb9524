import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { id } from './column-types.ts'

// Reference lists of the catalogue: small, seeded, read-mostly. Names carry Japanese and,
// where the list has one, English.

/** The 47 prefectures (JIS codes 1 to 47) and 48 = overseas; ids are the codes. */
export const prefectures = pgTable('prefectures', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  region: text('region').notNull(),
})

export const industries = pgTable('industries', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * Job types form a two-level tree (a parent such as TECH with children). `code` is the spec's
 * code (TECH, CIO, CMO, CHRO, IR ...); `path` is the URL segment of the ranking by job type.
 */
export const jobTypes = pgTable(
  'job_types',
  {
    id: id(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => jobTypes.id, {
      onDelete: 'cascade',
    }),
    code: text('code').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('job_types_code_unique').on(t.code),
    uniqueIndex('job_types_path_unique').on(t.path),
    index('job_types_parent_id_idx').on(t.parentId),
  ],
)

/** The job tags of spec section 3 (inexperienced possible, junior, ...). */
export const jobInfoTags = pgTable(
  'job_info_tags',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('job_info_tags_code_unique').on(t.code)],
)

/** The 21 languages of candidates' language skills. */
export const languages = pgTable('languages', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * The platform's short replies a candidate may start a scout reply from (spec section 7,
 * message_templates), in both languages, in the order offered.
 */
export const messageTemplates = pgTable('message_templates', {
  id: id(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  body: text('body').notNull(),
  bodyEn: text('body_en').notNull(),
  position: integer('position').notNull().default(0),
})

export const certifications = pgTable('certifications', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  category: text('category').notNull(),
  position: integer('position').notNull().default(0),
})

export const majorTypes = pgTable('major_types', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
})

export const universities = pgTable(
  'universities',
  {
    id: id(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    nameEn: text('name_en').notNull(),
    // Normalised name, kana and English name (see search normalisation) for the suggest box.
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('universities_search_grams_idx').using('gin', t.searchGrams)],
)
