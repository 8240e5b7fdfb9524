import {
  createJobInfo,
  jobInfos,
  recordSearchIndexVersion,
  SEARCHABLE_TABLES,
  staleSearchTables,
} from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enqueueStaleSearchReindex } from '../src/modules/search-index/plugin.ts'
import { createTestApp } from './helpers.ts'

describe('rebuilding search documents at start-up', () => {
  it('sends the rebuild when documents are older than the rules, and the job rebuilds them', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const job = await createJobInfo(db, { title: '経理マネージャー' })
    await db
      .update(jobInfos)
      .set({ searchText: 'stale', searchGrams: ['stale'] })
      .where(eq(jobInfos.id, job.id))

    // A database migrated from before the versions were recorded: every table is due.
    expect(await enqueueStaleSearchReindex(app)).toEqual([...SEARCHABLE_TABLES])
    await expect.poll(() => staleSearchTables(db), { timeout: 15_000, interval: 250 }).toEqual([])
    const [row] = await db.select().from(jobInfos).where(eq(jobInfos.id, job.id))
    expect({ text: row!.searchText, grams: row!.searchGrams }).toEqual({
      text: job.searchText,
      grams: job.searchGrams,
    })

    const search = await app.inject({ url: '/api/v3/job_infos?keyword=経理' })
    expect(search.json().job_infos.map((found: { id: number }) => found.id)).toEqual([job.id])
  })

  it('sends nothing when every table follows the current rules', async () => {
    const { app, database } = await createTestApp()
    await recordSearchIndexVersion(database.db, SEARCHABLE_TABLES)
    const sent: string[] = []
    const send = app.jobs.send.bind(app.jobs)
    app.jobs.send = async (name, data, options) => {
      sent.push(name)
      return send(name, data, options)
    }
    expect(await enqueueStaleSearchReindex(app)).toEqual([])
    expect(sent).toEqual([])
  })
})
