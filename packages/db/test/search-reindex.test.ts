import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  agents,
  bannerJobInfos,
  candidateSearchDocuments,
  columns,
  companies,
  comparableWords,
  createAgent,
  createBannerJobInfo,
  createCandidate,
  createColumn,
  createCompany,
  createJobInfo,
  createTag,
  type Database,
  emptySearchTables,
  industries,
  jobInfos,
  jobSearchDocument,
  normaliseSearchText,
  prefectures,
  rebuildSearchDocuments,
  rebuildStaleSearchDocuments,
  recordSearchIndexVersion,
  SEARCH_TEXT_VERSION,
  SEARCHABLE_TABLES,
  type SearchableTable,
  searchIndexVersions,
  seed,
  staleSearchTables,
  universities,
  universitySearchDocument,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  await database.close()
})

/**
 * Overwrites every document of the tables with one built under no rules at all, and banners'
 * trigger words with the form the first rules gave their phrases (the long vowel kept).
 */
async function makeStale(tables: readonly SearchableTable[] = SEARCHABLE_TABLES) {
  for (const table of tables) {
    await database.db.execute(
      table === 'banner_job_infos'
        ? sql`update banner_job_infos
            set trigger_phrases = '{マーケティング,M&A}', trigger_words = '{まーけてぃんぐ,m&a}'`
        : table === 'candidate_search_documents'
          ? sql`update candidate_search_documents set search_text = 'stale', search_terms = 'stale'`
          : sql`update ${sql.identifier(table)} set search_text = 'stale', search_grams = '{stale}'`,
    )
  }
}

// The candidates' documents keep their grams in their bucketed terms.
type Document = { searchText: string; searchGrams?: string[]; searchTerms?: string }
const documentOf = ({ searchText, searchGrams, searchTerms }: Document) => ({
  searchText,
  searchGrams,
  searchTerms,
})

describe('rebuilding search documents', () => {
  it('rebuilds every stale table with the builders the saves use, then none is stale', async () => {
    const { db } = database
    const visible = await createCompany(db, { nameEn: 'Visible Holdings' })
    const hidden = await createCompany(db, { name: '極秘商事株式会社', nameEn: 'Secret Trading' })
    const shown = await createJobInfo(db, {
      companyId: visible.id,
      jobTypeCodes: ['IR', 'ACCOUNTING'],
      tagCodes: ['urgent_recruitment', 'junior'],
    })
    const secret = await createJobInfo(db, { companyId: hidden.id, hideCompany: true })
    const banner = await createBannerJobInfo(db, { jobInfoId: shown.id })
    const agent = await createAgent(db)
    const tag = await createTag(db, { name: '面接対策' })
    const column = await createColumn(db, {
      body: '<h2>ケース面接</h2><p>準備&amp;対策</p><script>ignored()</script>',
      tagIds: [tag.id],
    })
    const candidate = await createCandidate(db, {
      profile: { selfPr: 'ＩＦＲＳ移行を主導しました' },
      careers: [{ companyName: 'みらい商事', position: '経理マネージャー', description: '連結' }],
    })
    // What the saves built, before anything goes stale.
    const built = {
      company: documentOf(visible),
      agent: documentOf(agent),
      column: documentOf(column),
      shown: documentOf(shown),
      candidate: documentOf(
        (
          await db
            .select()
            .from(candidateSearchDocuments)
            .where(eq(candidateSearchDocuments.userId, candidate.id))
        )[0]!,
      ),
    }

    await makeStale()
    // An older version counts as stale as much as none.
    await db
      .insert(searchIndexVersions)
      .values({ tableName: 'agents', version: SEARCH_TEXT_VERSION - 1 })
    expect(await staleSearchTables(db)).toEqual([...SEARCHABLE_TABLES])

    const logged: string[] = []
    const rebuilt = await rebuildStaleSearchDocuments(db, {
      log: ({ table }) => logged.push(table),
    })
    expect(rebuilt.map(({ table }) => table)).toEqual([...SEARCHABLE_TABLES])
    expect(logged).toEqual([...SEARCHABLE_TABLES])
    const universityCount = (await db.select({ id: universities.id }).from(universities)).length
    expect(Object.fromEntries(rebuilt.map(({ table, rows }) => [table, rows]))).toEqual({
      job_infos: 2,
      companies: 2,
      agents: 1,
      columns: 1,
      universities: universityCount,
      candidate_search_documents: 1,
      banner_job_infos: 1,
    })
    const [bannerRow] = await db
      .select()
      .from(bannerJobInfos)
      .where(eq(bannerJobInfos.id, banner.id))
    expect(bannerRow!.triggerWords).toEqual([...comparableWords('マーケティング M&A')])

    const [company] = await db.select().from(companies).where(eq(companies.id, visible.id))
    expect(documentOf(company!)).toEqual(built.company)
    const [agentRow] = await db.select().from(agents).where(eq(agents.id, agent.id))
    expect(documentOf(agentRow!)).toEqual(built.agent)
    const [columnRow] = await db.select().from(columns).where(eq(columns.id, column.id))
    expect(documentOf(columnRow!)).toEqual(built.column)
    // The body is searched as text: markup and scripts are not.
    expect(columnRow!.searchText).toContain(normaliseSearchText('準備&対策'))
    expect(columnRow!.searchText).not.toContain('ignored')
    expect(columnRow!.searchText).toContain(normaliseSearchText('面接対策'))
    const [candidateRow] = await db
      .select()
      .from(candidateSearchDocuments)
      .where(eq(candidateSearchDocuments.userId, candidate.id))
    expect(documentOf(candidateRow!)).toEqual(built.candidate)

    const [shownRow] = await db.select().from(jobInfos).where(eq(jobInfos.id, shown.id))
    expect(documentOf(shownRow!)).toEqual(built.shown)
    const [industry] = await db
      .select()
      .from(industries)
      .where(eq(industries.id, shown.industryId!))
    const [prefecture] = await db
      .select()
      .from(prefectures)
      .where(eq(prefectures.id, shown.prefectureId!))
    const jobTypeNames = (
      await db.execute<{ name: string }>(sql`select t.name from job_info_job_types l
        join job_types t on t.id = l.job_type_id where l.job_info_id = ${shown.id} order by t.id`)
    ).rows.map((row) => row.name)
    const tagNames = (
      await db.execute<{ name: string }>(sql`select g.name from job_info_job_info_tags l
        join job_info_tags g on g.id = l.job_info_tag_id where l.job_info_id = ${shown.id}
        order by g.id`)
    ).rows.map((row) => row.name)
    expect(documentOf(shownRow!)).toEqual(
      jobSearchDocument(
        {
          ...shown,
          companyName: visible.name,
          companyNameEn: 'Visible Holdings',
          industryName: industry!.name,
          prefectureName: prefecture!.name,
          jobTypeNames,
          tagNames,
        },
        { hideCompany: false },
      ),
    )
    expect(shownRow!.searchText).toContain(normaliseSearchText(visible.name))

    const [secretRow] = await db.select().from(jobInfos).where(eq(jobInfos.id, secret.id))
    expect(secretRow!.searchText).not.toBe('stale')
    expect(secretRow!.searchText).toContain(normaliseSearchText(secret.title))
    expect(secretRow!.searchText).not.toContain(normaliseSearchText('極秘商事'))
    expect(secretRow!.searchText).not.toContain('secret')
    expect(secretRow!.searchGrams).not.toContain('w:secret')

    const [university] = await db.select().from(universities).where(eq(universities.id, 1))
    expect(documentOf(university!)).toEqual(universitySearchDocument(university!))

    expect(await staleSearchTables(db)).toEqual([])
    const versions = await db.select().from(searchIndexVersions)
    expect(versions).toHaveLength(SEARCHABLE_TABLES.length)
    expect(versions.every((row) => row.version === SEARCH_TEXT_VERSION)).toBe(true)
    // Nothing left to do.
    expect(await rebuildStaleSearchDocuments(db)).toEqual([])
  })

  it('rebuilds every row across batch boundaries', async () => {
    const { db } = database
    const made = []
    for (let i = 0; i < 5; i += 1) made.push(await createAgent(db))
    for (let i = 0; i < 3; i += 1) {
      await createCandidate(db, { profile: { selfPr: `経理の経験 ${i}` } })
    }
    await makeStale(['agents', 'candidate_search_documents'])

    expect(await rebuildSearchDocuments(db, 'agents', { batchSize: 2 })).toMatchObject({
      table: 'agents',
      rows: 5,
    })
    const rows = await db.select().from(agents).orderBy(agents.id)
    expect(rows.map(documentOf)).toEqual(made.map(documentOf))

    expect(
      await rebuildSearchDocuments(db, 'candidate_search_documents', { batchSize: 2 }),
    ).toMatchObject({ rows: 3 })
    const documents = await db.select().from(candidateSearchDocuments)
    expect(documents.map((row) => row.searchText)).not.toContain('stale')
    // A batch size that divides the rows exactly ends too.
    expect(await rebuildSearchDocuments(db, 'agents', { batchSize: 5 })).toMatchObject({
      rows: 5,
    })
  })

  it('records the current version only for the tables a seed filled from empty', async () => {
    const { db } = database
    expect(await emptySearchTables(db)).toEqual(
      SEARCHABLE_TABLES.filter((table) => table !== 'universities'),
    )
    await recordSearchIndexVersion(db, ['agents'])
    await seed(database)
    // The universities come with the migrations, under whatever rules were current then.
    expect(await staleSearchTables(db)).toEqual(['universities'])
  })
})
