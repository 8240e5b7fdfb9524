import { pgTable, text } from 'drizzle-orm/pg-core'
import { id, timestamps } from './column-types.ts'
import { organisationKind } from './enums.ts'

/** Employer companies and recruiting agent firms; recruiters belong to one. */
export const organisations = pgTable('organisations', {
  id: id(),
  kind: organisationKind('kind').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  ...timestamps(),
})

export type Organisation = typeof organisations.$inferSelect
export type NewOrganisation = typeof organisations.$inferInsert
