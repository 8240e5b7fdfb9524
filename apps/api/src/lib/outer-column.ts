import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * A column of the outer query, named with its table, for a correlated subquery. Drizzle leaves
 * columns unqualified in a select from a single table, so `${companies.id}` inside a subquery
 * over a table with an `id` of its own would name the subquery's column and count nonsense.
 */
export function outerColumn(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}
