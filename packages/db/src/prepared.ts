import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { type DbOrTx, namesStatements } from './client.ts'

/**
 * A statement built once per database handle, and on a PostgreSQL server prepared once per
 * connection (a named statement), for the statements that run on every request or every search
 * page. Building a statement with drizzle and planning it cost more than running it: the session
 * lookup took 0.39 ms of the API's thread built each time, 0.10 ms prepared. `build` must give
 * the same SQL every time, with `sql.placeholder` for what varies; `name` must be unique. On the
 * embedded database, and through a transaction's handle, the statement is built once but sent
 * unnamed (see namesStatements).
 */
export function preparedStatement<Prepared>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): Prepared },
): (db: DbOrTx) => Prepared {
  const byHandle = new WeakMap<DbOrTx, Prepared>()
  return (db) => {
    let statement = byHandle.get(db)
    if (statement === undefined) {
      statement = build(db).prepare(namesStatements(db) ? name : '')
      byHandle.set(db, statement)
    }
    return statement
  }
}

const dialect = new PgDialect()

/**
 * Runs a statement whose SQL depends on its input (a search's conditions), on a PostgreSQL
 * server as a statement named after its text: each connection parses and plans each shape once,
 * and later runs send only the values. A search's count and page took 0.2 ms of planning each
 * and sent their 1 to 2 KB of SQL every time. Elsewhere (the embedded database, a transaction's
 * handle) it runs unnamed, as `db.execute` does.
 */
export async function executeNamed<Row extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<{ rows: Row[] }> {
  if (!namesStatements(db)) return (await db.execute<Row>(query)) as { rows: Row[] }
  const built = dialect.sqlToQuery(query)
  const name = `q_${createHash('sha1').update(built.sql).digest('base64url')}`
  return db._.session.prepareQuery(built, undefined, name, false).execute() as Promise<{
    rows: Row[]
  }>
}

/**
 * A query built with the ORM whose shape depends on its input (a list's filters), run as
 * `executeNamed` runs SQL: on a PostgreSQL server as a statement named after its text, so each
 * connection plans each shape a few times and then reuses a plan, and unnamed elsewhere; its
 * rows come mapped as the query maps them. A conversation list's page joins six tables: planning
 * it took 10 ms a request, running it 1 ms.
 */
export function executeNamedQuery<Result>(
  db: DbOrTx,
  query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<Result> } },
): Promise<Result> {
  const name = namesStatements(db)
    ? `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`
    : ''
  return query.prepare(name).execute()
}
