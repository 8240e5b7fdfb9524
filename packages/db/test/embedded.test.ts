import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createDatabase,
  createOrganisation,
  DataDirInUseError,
  migrate,
  organisations,
} from '../src/index.ts'

const onPostgresRun = process.env.TEST_DATABASE_ENGINE === 'postgres'

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-db-test-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

// The embedded engine itself: the run against a PostgreSQL server has nothing to add here.
describe.skipIf(onPostgresRun)('embedded database', () => {
  it('keeps its data across close and re-open of the same data directory', async () => {
    let started = performance.now()
    const first = await createDatabase({ dataDir })
    const createMs = performance.now() - started
    expect(first.kind).toBe('embedded')
    await migrate(first)
    await createOrganisation(first.db, { name: '株式会社えいぞく', kind: 'company' })
    await first.close()
    await first.close()
    expect(await first.ping()).toBe(false)

    started = performance.now()
    const second = await createDatabase({ dataDir })
    const reopenMs = performance.now() - started
    try {
      await migrate(second)
      const rows = await second.db.select().from(organisations)
      expect(rows.map((r) => r.name)).toEqual(['株式会社えいぞく'])
      const ext = await second.executeSql(`select 1 from pg_extension where extname = 'pg_trgm'`)
      expect(ext.rows).toHaveLength(1)
    } finally {
      await second.close()
    }
    console.info(
      `embedded: new data dir ${createMs.toFixed(0)} ms, re-open ${reopenMs.toFixed(0)} ms`,
    )
  })

  it('leaves the event loop free while a query runs', async () => {
    // Reuses the directory of the test above: a new one would spend seconds in initdb.
    const database = await createDatabase({ dataDir })
    try {
      await database.ping()
      const started = performance.now()
      let finished = false
      const query = database.executeSql('select pg_sleep(1)').then(() => {
        finished = true
      })
      const lags: number[] = []
      while (!finished) {
        const t = performance.now()
        await new Promise<void>((resolve) => setTimeout(resolve, 0))
        lags.push(performance.now() - t)
      }
      await query
      const elapsed = performance.now() - started
      expect(elapsed).toBeGreaterThanOrEqual(950)
      // Many probes answered while the query ran, each far sooner than the query's second (a
      // query on this thread would hold one probe for all of it). Not within a few
      // milliseconds: beside browser tests on two cores, a probe waited 50 ms and more.
      expect(lags.length).toBeGreaterThan(50)
      expect(Math.max(...lags)).toBeLessThan(250)
    } finally {
      await database.close()
    }
  })
})

describe.skipIf(onPostgresRun)('embedded data directory lock', () => {
  it('refuses a data directory that another live process holds, and takes over a stale lock', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-lock-'))
    const holder = spawn('sleep', ['30'])
    try {
      await writeFile(path.join(dir, 'kakehashi.lock'), String(holder.pid))
      await expect(createDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError)
      await expect(createDatabase({ dataDir: dir })).rejects.toThrow(
        `is in use by process ${holder.pid}`,
      )

      holder.kill()
      await new Promise((resolve) => holder.once('exit', resolve))
      const database = await createDatabase({ dataDir: dir })
      expect(await database.ping()).toBe(true)
      expect(await readFile(path.join(dir, 'kakehashi.lock'), 'utf8')).toBe(String(process.pid))
      await database.close()
      await expect(readFile(path.join(dir, 'kakehashi.lock'), 'utf8')).rejects.toThrow()
    } finally {
      holder.kill()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
