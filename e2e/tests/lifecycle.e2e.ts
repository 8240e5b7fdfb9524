import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDatabase } from '@kakehashi/db'
import { afterAll, describe, expect, it } from 'vitest'
import { startPlatform } from '../support/platform-process.ts'

async function countRows(dataDir: string) {
  const database = await createDatabase({ dataDir })
  try {
    const { rows } = await database.executeSql(
      'select (select count(*) from organisations)::int as organisations, (select count(*) from users)::int as users',
    )
    return rows[0] as { organisations: number; users: number }
  } finally {
    await database.close()
  }
}

// What `npm start` does on a fresh clone and on the next start, as its own process.
describe('npm start', () => {
  const dirs: string[] = []
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('serves Japanese pages and the API, stops cleanly and keeps every row on restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakehashi-lifecycle-'))
    dirs.push(dataDir)

    const first = await startPlatform({ DATA_DIR: dataDir })
    const home = await fetch(`${first.baseUrl}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toContain('text/html')
    const html = await home.text()
    expect(html).toMatch(/<html lang="ja"[ >]/)
    expect(html).toContain('キャリアの次の一歩を、確かな架け橋で。')
    expect((await fetch(`${first.baseUrl}/no/such/page`)).status).toBe(404)
    expect((await fetch(`${first.baseUrl}/api/v3/health/database`)).status).toBe(200)
    expect(first.output()).toContain(`Kakehashi is running at http://localhost:`)
    expect(first.output()).toMatch(/Demo logins:[\s\S]*Administrator\s+admin@/)
    expect(await first.stop('SIGTERM')).toBe(0)

    const afterFirst = await countRows(dataDir)
    expect(afterFirst.users).toBeGreaterThan(10)
    expect(afterFirst.organisations).toBeGreaterThan(3)

    const second = await startPlatform({ DATA_DIR: dataDir })
    expect((await fetch(`${second.baseUrl}/`)).status).toBe(200)
    expect(await second.stop('SIGINT')).toBe(0)

    expect(await countRows(dataDir)).toEqual(afterFirst)
    // Two starts of the whole platform, the first migrating and seeding a new database.
  }, 360_000)

  it('refuses to start with a malformed analytics id and names the variable', async () => {
    await expect(startPlatform({ GTM_ID: 'GTM-lower', DATA_DIR: os.tmpdir() })).rejects.toThrow(
      /GTM_ID: must be GTM- followed by uppercase letters or digits/,
    )
  })
})
