import type { DbOrTx } from '@kakehashi/db'
import { type SQL, sql } from 'drizzle-orm'

export interface SqlExecutor {
  // biome-ignore lint/suspicious/noExplicitAny: row shape comes from pg-boss's own SQL
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>
}

/**
 * Runs pg-boss's SQL on a Drizzle handle, so a job can be inserted in the same transaction as
 * the rows it refers to. The embedded database has one connection: while a transaction holds it,
 * a statement sent through the pool would wait for that very transaction and never run.
 */
export function transactionExecutor(db: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      // pg-boss writes positional parameters ($1, $2...); each becomes a bound Drizzle parameter.
      const parts = text.split(/\$(\d+)/)
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      )
      const result = await db.execute(sql.join(chunks))
      return { rows: result.rows }
    },
  }
}
