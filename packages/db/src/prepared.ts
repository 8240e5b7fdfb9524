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
