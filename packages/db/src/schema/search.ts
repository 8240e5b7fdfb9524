import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'

/**
 * Synonym groups added to the reviewed list in `search/synonyms.ts` without a release
 * (decision 011): each row is a group of terms, as people write them, that a search treats as
 * one word. Searches read the groups through a cache that is at most a minute old.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    terms: text('terms').array().notNull(),
    ...timestamps(),
  },
  (table) => [check('search_synonyms_two_terms', sql`cardinality(${table.terms}) >= 2`)],
)

/**
 * Which version of the search rules (`SEARCH_TEXT_VERSION`) each searchable table's documents
 * were built with. When the rules change, start-up rebuilds the documents of every table whose
 * version is older, in the background, and then records the new version here.
 */
export const searchIndexVersions = pgTable('search_index_versions', {
  tableName: text('table_name').primaryKey(),
  version: integer('version').notNull(),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }).notNull().defaultNow(),
})
