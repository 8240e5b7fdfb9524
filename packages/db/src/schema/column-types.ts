import { bigint, customType, timestamp } from 'drizzle-orm/pg-core'

// pg returns int8 as a string; ids stay far below 2^53, so numbers are safe and simpler to use.
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

/** A `tsvector`, written and read as its text form (only SQL ever reads its lexemes). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
