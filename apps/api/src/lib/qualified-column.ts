import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * A column named with its table, for raw SQL inside a select: a correlated subquery's reference
 * to the outer row, or a join within one. The ORM leaves columns unqualified in a select from a
 * single table, so `${companies.id}` inside a subquery over a table with an `id` of its own would
 * name the subquery's column and count nonsense.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}
