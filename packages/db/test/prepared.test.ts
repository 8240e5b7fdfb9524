import { eq, sql } from 'drizzle-orm'
import type { NodePgClient } from 'drizzle-orm/node-postgres/session'
import type pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createUser,
  type Database,
  type Db,
  namesStatements,
  preparedStatement,
  users,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  await database.close()
})

const userByEmail = preparedStatement('test_user_by_email', (db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, sql.placeholder('email'))),
)

describe('prepared statements', () => {
  it('answer from every connection, new ones and concurrent ones, on either engine', async () => {
    const user = await createUser(database.db, { email: 'prepared@example.jp' })
    const run = () => userByEmail(database.db).execute({ email: 'prepared@example.jp' })
    expect(await run()).toEqual([{ id: user.id }])

    // A connection that ends is replaced by a new one, which must prepare the statement again
    // on a server and must not find it there already on the embedded database's one session.
    const { $client: pool } = database.db as Db & { $client: NodePgClient }
    const client = await (pool as pg.Pool).connect()
    client.release(true)
    expect(await run()).toEqual([{ id: user.id }])
    const answers = await Promise.all(Array.from({ length: 6 }, run))
    expect(answers).toEqual(Array.from({ length: 6 }, () => [{ id: user.id }]))
    expect(await userByEmail(database.db).execute({ email: 'nobody@example.jp' })).toEqual([])
  })

  it('are named only on a PostgreSQL server, where each connection is a session', async () => {
    expect(namesStatements(database.db)).toBe(database.kind === 'postgres')
    await database.db.transaction(async (tx) => {
      expect(namesStatements(tx)).toBe(false)
    })
  })
})
