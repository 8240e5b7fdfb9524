import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { lockDataDir } from './embedded/data-dir-lock.ts'
import { type EmbeddedServer, startEmbeddedServer } from './embedded/worker-host.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = NodePgDatabase<Schema>
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Anything that can run queries: the database or an open transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'embedded' | 'postgres'
  /** Raw SQL on the same pool, e.g. for pg-boss (`{ executeSql }`) and checks. */
  // biome-ignore lint/suspicious/noExplicitAny: row shape comes from the caller's SQL, as in pg-boss's own type
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>
  /** Idempotent; ends the pool and, when embedded, stops the database thread. */
  close(): Promise<void>
}

export interface CreateDatabaseOptions {
  /** A PostgreSQL connection string; without one an embedded PGlite is used. */
  databaseUrl?: string
  /** Where embedded data lives (`<dataDir>/pglite`); ignored with databaseUrl. */
  dataDir: string
  /** Pool size for PostgreSQL (default 10); embedded is always 1. */
  poolSize?: number
}

/**
 * The planner settings a statement of a capped search may need (decisions 011 and 016), by the
 * plan it must take:
 * - `bitmap`: its rows from bitmap index scans only (a count and the pages through a GIN index).
 *   PostgreSQL prices reading a row's out-of-line arrays as cheap and would walk another index
 *   or the table instead, and a common word's bitmap needs room to stay exact.
 * - `walk`: along the sort's index, testing each row, once the search has judged that this finds
 *   the page soonest. Left to itself, PostgreSQL judges the same from its statistics of the
 *   tested text, which took as long as the walk itself, and reads the whole table when it has
 *   none. Without parallel workers: the text tests' estimates price a walk over a million rows
 *   dear enough to share it with two, which start before the first row; the walk of 経理 by last
 *   login took 13 ms with them and 3 ms without (decision 016).
 */
export const PLAN_SETTINGS = {
  bitmap: { enable_seqscan: 'off', enable_indexscan: 'off', work_mem: '32MB' },
  walk: {
    enable_seqscan: 'off',
    enable_bitmapscan: 'off',
    enable_sort: 'off',
    max_parallel_workers_per_gather: '0',
  },
} as const satisfies Record<string, Record<string, string>>

export type PlanMode = keyof typeof PLAN_SETTINGS

/** Every setting some plan sets: what a switch from one plan to another sets or resets. */
export const PLANNED_SETTING_NAMES = [
  ...new Set(Object.values(PLAN_SETTINGS).flatMap((settings) => Object.keys(settings))),
]

/** One thing for each plan mode. */
const forEachPlan = <T>(make: (mode: PlanMode) => T): Record<PlanMode, T> => ({
  bitmap: make('bitmap'),
  walk: make('walk'),
})

const sessionOptions = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ')

/**
 * What every session of ours sets: no JIT compilation. Our statements are short, but a search
 * over a million rows is estimated dear enough for PostgreSQL to compile it, which takes 10 to
 * 15 ms, several times what the statement then takes.
 */
const SESSION_SETTINGS = { jit: 'off' } as const

/**
 * A PostgreSQL server's database: a pool of `max` connections, and beside it one of as many for
 * each plan of PLAN_SETTINGS, whose sessions plan that way (plannedHandle): such a statement is
 * sent as it is, with no transaction to open, set and commit around it (three round trips of a
 * keyword search's ten). Their connections open only when a search first needs one. `settings`
 * apply to all.
 */
export function postgresDatabase(
  connectionString: string,
  options: { max: number; settings?: Record<string, string>; afterClose?: () => Promise<void> },
): Database {
  const { max } = options
  const settings = { ...SESSION_SETTINGS, ...options.settings }
  const pool = new pg.Pool({ connectionString, max, options: sessionOptions(settings) })
  const plannedPools = forEachPlan(
    (mode) =>
      new pg.Pool({
        connectionString,
        max,
        options: sessionOptions({ ...settings, ...PLAN_SETTINGS[mode] }),
      }),
  )
  return wrapPool(pool, 'postgres', undefined, options.afterClose, plannedPools)
}

export async function createDatabase(options: CreateDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return postgresDatabase(options.databaseUrl, { max: options.poolSize ?? 10 })
  }
  const dataDir = path.resolve(options.dataDir, 'pglite')
  await mkdir(dataDir, { recursive: true })
  const unlock = await lockDataDir(path.resolve(options.dataDir))
  try {
    const server = await startEmbeddedServer({ dataDir })
    return wrapPool(embeddedPool(server), 'embedded', server, unlock)
  } catch (error) {
    await unlock()
    throw error
  }
}

export function embeddedPool(server: EmbeddedServer): pg.Pool {
  return new pg.Pool({
    host: server.socketDir,
    port: server.port,
    user: 'postgres',
    database: 'postgres',
    // PGlite is a single session: one connection keeps each transaction to itself.
    max: 1,
    // Keep the one connection rather than reconnecting after idle periods.
    idleTimeoutMillis: 0,
  })
}

/**
 * The handles of a PostgreSQL server's pool, where every connection is a session of its own. The
 * embedded database serves all its connections from one session, so a statement one connection
 * named would already exist for the next: there statements go unnamed.
 */
const serverHandles = new WeakSet<object>()

/** Whether statements prepared through this handle may be named (kept by the connection). */
export function namesStatements(db: DbOrTx): boolean {
  return serverHandles.has(db)
}

/** The handles of each server pool's planned pools (see postgresDatabase). */
const plannedHandles = new WeakMap<object, Record<PlanMode, Db>>()

/**
 * A handle on the same database whose statements are planned as PLAN_SETTINGS[mode] says, where
 * the database keeps one (a PostgreSQL server's pool); undefined for the embedded database, whose
 * one session every connection shares, and inside a transaction: there the settings are set for
 * the transaction instead.
 */
export function plannedHandle(db: DbOrTx, mode: PlanMode): Db | undefined {
  return plannedHandles.get(db)?.[mode]
}

export function wrapPool(
  pool: pg.Pool,
  kind: Database['kind'],
  server?: EmbeddedServer,
  afterClose?: () => Promise<void>,
  plannedPools?: Record<PlanMode, pg.Pool>,
): Database {
  let closing: Promise<void> | undefined
  // An idle client that loses its connection emits on the pool; unhandled, that would crash.
  // Once closing, a client still hanging up when its database goes away is expected, not news.
  for (const each of [pool, ...Object.values(plannedPools ?? {})]) {
    each?.on('error', (error) => {
      if (!closing) console.error('Database pool error:', error.message)
    })
  }
  const db = drizzle({ client: pool, schema })
  if (kind === 'postgres') serverHandles.add(db)
  if (plannedPools) {
    const handles = forEachPlan((mode): Db => drizzle({ client: plannedPools[mode], schema }))
    for (const handle of Object.values(handles)) serverHandles.add(handle)
    plannedHandles.set(db, handles)
  }
  return {
    db,
    kind,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values as unknown[] | undefined)
      return { rows: result.rows }
    },
    ping: async () => {
      try {
        await pool.query('select 1')
        return true
      } catch {
        return false
      }
    },
    close: () => {
      closing ??= (async () => {
        await Promise.all([pool, ...Object.values(plannedPools ?? {})].map((each) => each.end()))
        await server?.stop()
        await afterClose?.()
      })()
      return closing
    },
  }
}
