import { createHash } from 'node:crypto'
import { type Placeholder, type SQL, sql } from 'drizzle-orm'
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

/** The name a statement of this text has on every connection, in every process. */
const nameOf = (text: string) => `q_${createHash('sha1').update(text).digest('base64url')}`

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
  const statement = preparableSql<Row>(db, query)
  return statement.prepare(nameOf(statement.toSQL().sql)).execute()
}

/** A query as `preparedStatementByShape` takes it: the ORM's queries, and `preparableSql`'s. */
interface PreparableQuery<Prepared> {
  toSQL(): { sql: string }
  prepare(name: string): Prepared
}

/**
 * SQL written by hand in the form of the ORM's queries, to be prepared like them: its rows come
 * as the database sends them, and `sql.placeholder`s take their values at `execute`.
 */
export function preparableSql<Row extends Record<string, unknown>>(db: DbOrTx, query: SQL) {
  const built = dialect.sqlToQuery(query)
  return {
    toSQL: () => built,
    prepare: (name: string) => {
      const prepared = db._.session.prepareQuery(built, undefined, name, false)
      return {
        execute: (values?: Record<string, unknown>) =>
          prepared.execute(values) as Promise<{ rows: Row[] }>,
      }
    },
  } satisfies PreparableQuery<unknown>
}

/**
 * A statement whose SQL depends on a few choices of its input (a list's filters and sort), built
 * once per database handle and shape, with `sql.placeholder` for the values it runs with, and on
 * a PostgreSQL server named after its text, so each connection plans each shape a few times and
 * then reuses a plan; unnamed elsewhere, as `preparedStatement` does. `shapeOf` names every
 * choice `build` makes of the input, and only those: the shapes must stay few, as each is kept
 * by the process and by every connection. Building the conversation list's page with the ORM,
 * then writing and hashing its text, took 0.3 ms of the API's thread a request.
 */
export function preparedStatementByShape<Input, Prepared>(
  shapeOf: (input: Input) => string,
  build: (db: DbOrTx, input: Input) => PreparableQuery<Prepared>,
): (db: DbOrTx, input: Input) => Prepared {
  const byHandle = new WeakMap<DbOrTx, Map<string, Prepared>>()
  return (db, input) => {
    let shapes = byHandle.get(db)
    if (shapes === undefined) {
      shapes = new Map()
      byHandle.set(db, shapes)
    }
    const shape = shapeOf(input)
    let statement = shapes.get(shape)
    if (statement === undefined) {
      const query = build(db, input)
      statement = query.prepare(namesStatements(db) ? nameOf(query.toSQL().sql) : '')
      shapes.set(shape, statement)
    }
    return statement
  }
}

/**
 * A row count written into a statement's text for its LIMIT or OFFSET, where the ORM would send
 * a parameter. PostgreSQL plans a statement whose LIMIT or OFFSET is a parameter as though it
 * wanted a tenth of its rows, so the plan it could keep never looks cheaper than one made for
 * the values, and a named statement is planned again on every run (0.4 ms for the conversation
 * list's page); with the numbers in its text, it keeps one. Each different number is another
 * statement: only for the few a shape allows.
 */
export function rowCountInText(count: number): Placeholder {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`Not a row count: ${count}`)
  }
  // The query builder writes an object given as a limit or offset into the text as it is.
  return sql.raw(String(count)) as unknown as Placeholder
}
