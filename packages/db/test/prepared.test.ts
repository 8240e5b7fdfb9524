import { desc, eq, like, sql } from 'drizzle-orm'
import type { NodePgClient } from 'drizzle-orm/node-postgres/session'
import type pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createUser,
  type Database,
  type Db,
  executeNamed,
  namesStatements,
  PLANNED_SETTING_NAMES,
  plannedHandle,
  preparedStatement,
  preparedStatementByShape,
  rowCountInText,
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

describe('sessions that plan as a statement needs', () => {
  const settingsOf = async (db: Db) =>
    (
      await db.execute<{ name: string; setting: string; unit: string | null }>(sql`select name,
        setting, unit from pg_settings where name = any(${sql.param(PLANNED_SETTING_NAMES)}::text[])
        order by name`)
    ).rows.map((row) => `${row.name}=${row.setting}${row.unit ?? ''}`)

  it('exist on a PostgreSQL server beside the pool, and nowhere else', async () => {
    const bitmapDb = plannedHandle(database.db, 'bitmap')
    const walkDb = plannedHandle(database.db, 'walk')
    if (database.kind === 'embedded') {
      expect(bitmapDb).toBeUndefined()
      expect(walkDb).toBeUndefined()
      return
    }
    if (!bitmapDb || !walkDb) throw new Error('a PostgreSQL server keeps planned sessions')
    // Parallel workers are left as the server has them: only walks turn them off.
    const serverParallel = (await settingsOf(database.db)).find((setting) =>
      setting.startsWith('max_parallel_workers_per_gather='),
    )
    expect(await settingsOf(bitmapDb)).toEqual([
      'enable_bitmapscan=on',
      'enable_indexscan=off',
      'enable_seqscan=off',
      'enable_sort=on',
      serverParallel,
      'work_mem=32768kB',
    ])
    expect(await settingsOf(walkDb)).toEqual(
      expect.arrayContaining([
        'enable_bitmapscan=off',
        'enable_indexscan=on',
        'enable_seqscan=off',
        'enable_sort=off',
        'max_parallel_workers_per_gather=0',
      ]),
    )
    // The pool's own sessions keep the server's settings.
    expect(await settingsOf(database.db)).toEqual(
      expect.arrayContaining(['enable_indexscan=on', 'enable_seqscan=on', 'enable_sort=on']),
    )
    await database.db.transaction(async (tx) => {
      expect(plannedHandle(tx, 'walk')).toBeUndefined()
    })
  })
})

describe('statements named after their text', () => {
  const emailOf = (id: number) =>
    executeNamed<{ email: string }>(database.db, sql`select email from users where id = ${id}`)

  it('answer as db.execute does, and on a server are prepared once per connection', async () => {
    const first = await createUser(database.db, { email: 'first@example.jp' })
    const second = await createUser(database.db, { email: 'second@example.jp' })
    expect((await emailOf(first.id)).rows).toEqual([{ email: 'first@example.jp' }])
    // The same shape with other values is the same statement; another shape is another.
    expect((await emailOf(second.id)).rows).toEqual([{ email: 'second@example.jp' }])
    const counted = await executeNamed<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from users where id = any(${sql.param([first.id, second.id])}::bigint[])`,
    )
    expect(counted.rows).toEqual([{ count: 2 }])
    if (database.kind !== 'postgres') return
    const { $client: pool } = database.db as Db & { $client: NodePgClient }
    const client = await (pool as pg.Pool).connect()
    try {
      const named = await client.query<{ name: string }>(
        `select name from pg_prepared_statements where name like 'q\\_%'`,
      )
      // The pool ran both shapes on this one connection (no statement ran concurrently).
      expect(named.rows).toHaveLength(2)
    } finally {
      client.release()
    }
  })
})

describe('statements prepared by shape', () => {
  let builds = 0
  /** Users by the start of their email, newest first: the first page in the text, or any. */
  const usersByEmail = preparedStatementByShape(
    (shape: { firstPage: boolean }) => JSON.stringify(shape),
    (db, shape) => {
      builds += 1
      const query = db
        .select({ email: users.email })
        .from(users)
        .where(like(users.email, sql.placeholder('pattern')))
        .orderBy(desc(users.id))
      return shape.firstPage
        ? query.limit(rowCountInText(2))
        : query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    },
  )

  it('are built once a shape, run with the values of each call, and keep their windows apart', async () => {
    for (const email of ['a1@example.jp', 'a2@example.jp', 'a3@example.jp', 'b1@example.jp']) {
      await createUser(database.db, { email })
    }
    const emails = async (firstPage: boolean, values: Record<string, unknown>) =>
      (await usersByEmail(database.db, { firstPage }).execute(values)).map((row) => row.email)
    expect(await emails(true, { pattern: 'a%' })).toEqual(['a3@example.jp', 'a2@example.jp'])
    expect(await emails(true, { pattern: 'b%' })).toEqual(['b1@example.jp'])
    expect(await emails(false, { pattern: 'a%', limit: 2, offset: 2 })).toEqual(['a1@example.jp'])
    expect(await emails(false, { pattern: 'a%', limit: 1, offset: 0 })).toEqual(['a3@example.jp'])
    expect(builds).toBe(2)
    // Another handle (a transaction's) builds its own.
    await database.db.transaction(async (tx) => {
      const rows = await usersByEmail(tx, { firstPage: true }).execute({ pattern: 'a%' })
      expect(rows).toHaveLength(2)
    })
    expect(builds).toBe(3)
  })

  it('write only whole row counts into their text', () => {
    expect(() => rowCountInText(-1)).toThrow(RangeError)
    expect(() => rowCountInText(1.5)).toThrow(RangeError)
    expect(() => rowCountInText(Number.NaN)).toThrow(RangeError)
  })
})
