import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type Database, embeddedPool, postgresDatabase, wrapPool } from '../client.ts'
import { EmbeddedHost, startEmbeddedServer } from '../embedded/worker-host.ts'
import { migrate, migrationsFolder } from '../migrate.ts'

export { DEMO_LOGINS, DEMO_PASSWORD } from '../seed.ts'

/**
 * A fresh, migrated, empty database for one test; `close()` disposes of it.
 *
 * With TEST_DATABASE_URL (a PostgreSQL server whose user may create databases) each call copies
 * a migrated template database; otherwise each call starts an in-memory PGlite on its own thread
 * from a migrated snapshot. Either way migrations run once, not per test.
 */
export function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  // The test runner runs the database suites once per engine and names the engine for each run.
  const usePostgres = url && process.env.TEST_DATABASE_ENGINE !== 'embedded'
  return usePostgres ? createPostgresTestDatabase(url) : createEmbeddedTestDatabase()
}

/** Identifies the migration set, so templates and snapshots are rebuilt whenever it changes. */
let fingerprint: Promise<string> | undefined
function migrationsFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256')
    const files = await readdir(migrationsFolder, { recursive: true })
    for (const file of files.filter((f) => f.endsWith('.sql') || f.endsWith('.json')).sort()) {
      hash.update(file)
      hash.update(await readFile(path.join(migrationsFolder, file)))
    }
    return hash.digest('hex').slice(0, 16)
  })()
  return fingerprint
}

// Embedded -------------------------------------------------------------------------------------

let snapshot: Promise<ArrayBuffer> | undefined

/** A data directory is only valid for the PGlite build that wrote it. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const packageJson = path.join(entry, '..', '..', 'package.json')
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version
}

/**
 * A migrated data directory as a tarball. Creating a cluster and migrating costs seconds, so the
 * result is cached on disk for every test file and later runs, keyed by the migrations.
 */
function embeddedSnapshot(): Promise<ArrayBuffer> {
  snapshot ??= (async () => {
    const dir = path.join(os.tmpdir(), 'kakehashi-test-snapshots')
    const file = path.join(dir, `pglite-${pgliteVersion()}-${await migrationsFingerprint()}.tar`)
    try {
      const bytes = await readFile(file)
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    } catch {}
    const server = await startEmbeddedServer()
    const database = wrapPool(embeddedPool(server), 'embedded', server)
    try {
      await migrate(database)
      const dump = await server.dump()
      await mkdir(dir, { recursive: true })
      // Written aside then renamed, so a concurrent test file never reads half a snapshot.
      const partial = `${file}.${process.pid}.${Date.now()}`
      await writeFile(partial, new Uint8Array(dump))
      await rename(partial, file)
      // Snapshots of earlier migration sets are 40 MB each and never read again.
      for (const stale of await readdir(dir)) {
        if (
          stale.startsWith('pglite-') &&
          stale !== path.basename(file) &&
          stale.endsWith('.tar')
        ) {
          await rm(path.join(dir, stale), { force: true })
        }
      }
      return dump
    } finally {
      await database.close()
    }
  })()
  snapshot.catch(() => {
    snapshot = undefined
  })
  return snapshot
}

// Test databases share one thread per process: a warm thread opens an instance in about 0.45 s,
// a new thread needs about 1 s. (Opening the next one ahead of need was tried and lost: the
// opening blocks that thread, so it delays the running test's queries by as much as it saves.)
// The thread does not hold the process open once its databases are closed.
let sharedHost: EmbeddedHost | undefined

async function createEmbeddedTestDatabase(): Promise<Database> {
  const initialDump = await embeddedSnapshot()
  if (!sharedHost?.alive) sharedHost = new EmbeddedHost()
  const server = await sharedHost.open({ initialDump })
  return wrapPool(embeddedPool(server), 'embedded', server)
}

// PostgreSQL -----------------------------------------------------------------------------------

let template: Promise<string> | undefined
let counter = 0

function withDatabase(url: string, name: string): string {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Builds the migrated template once per migration set, whatever the number of test workers. */
function templateDatabase(url: string): Promise<string> {
  template ??= (async () => {
    const name = `kakehashi_tpl_${await migrationsFingerprint()}`
    await withAdminClient(url, async (admin) => {
      // Test workers start together; one builds while the others wait and then find it ready.
      await admin.query(`select pg_advisory_lock(hashtext('kakehashi_test_template'))`)
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name])
        if (found.rowCount) return
        // Built under another name and renamed when complete: a crash never leaves a half template.
        const building = `${name}_building`
        await admin.query(`drop database if exists "${building}" with (force)`)
        await admin.query(`create database "${building}"`)
        const pool = new pg.Pool({ connectionString: withDatabase(url, building), max: 1 })
        const database = wrapPool(pool, 'postgres')
        try {
          await migrate(database)
        } finally {
          await database.close()
        }
        await admin.query(`alter database "${building}" rename to "${name}"`)
      } finally {
        await admin.query(`select pg_advisory_unlock(hashtext('kakehashi_test_template'))`)
      }
    })
    return name
  })()
  template.catch(() => {
    template = undefined
  })
  return template
}

async function createPostgresTestDatabase(url: string): Promise<Database> {
  return (await copyTemplateDatabase(url)).database
}

/**
 * A fresh, migrated, empty database on the server of TEST_DATABASE_URL with its address, for a
 * test that starts a process of its own on it (the platform as a separate process); `close()`
 * drops it, whoever is still connected. Only on a PostgreSQL test run: the embedded database
 * takes no second process.
 */
export async function createServerTestDatabase(): Promise<{ database: Database; url: string }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url || process.env.TEST_DATABASE_ENGINE === 'embedded') {
    throw new Error('createServerTestDatabase needs a PostgreSQL test run (TEST_DATABASE_URL)')
  }
  return copyTemplateDatabase(url)
}

async function copyTemplateDatabase(url: string): Promise<{ database: Database; url: string }> {
  const source = await templateDatabase(url)
  counter += 1
  const name = `kakehashi_test_${process.pid}_${counter}_${Date.now().toString(36)}`
  await withAdminClient(url, (admin) =>
    admin.query(`create database "${name}" template "${source}"`),
  )
  const copy = withDatabase(url, name)
  // A test database is thrown away after the test: commits need not wait for the disk, as on the
  // embedded database (which runs without fsync). What a commit makes visible is unchanged.
  const database = postgresDatabase(copy, {
    max: 5,
    settings: { synchronous_commit: 'off' },
    afterClose: () =>
      withAdminClient(url, async (admin) => {
        await admin.query(`drop database if exists "${name}" with (force)`)
      }),
  })
  return { database, url: copy }
}
