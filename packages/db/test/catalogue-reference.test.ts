import { JOB_INFO_TAG_CODES } from '@kakehashi/contracts'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  certifications,
  type Database,
  industries,
  jobInfoTags,
  jobTypes,
  languages,
  majorTypes,
  prefectures,
  rebuildStaleSearchDocuments,
  staleSearchTables,
  universities,
  universitySearchDocument,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

// The reference lists arrive with the migrations, so a fresh test database already has them.
let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

describe('reference data migration', () => {
  it('has the 47 prefectures by JIS code and 48 = overseas', async () => {
    const rows = await database.db.select().from(prefectures).orderBy(asc(prefectures.id))
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1))
    expect(rows[0]).toMatchObject({ name: '北海道', nameEn: 'Hokkaido' })
    expect(rows[12]).toMatchObject({ id: 13, name: '東京都', nameEn: 'Tokyo', region: 'kanto' })
    expect(rows[26]).toMatchObject({ id: 27, name: '大阪府' })
    expect(rows[46]).toMatchObject({ id: 47, name: '沖縄県' })
    expect(rows[47]).toMatchObject({ id: 48, name: '海外', nameEn: 'Overseas', region: 'overseas' })
    expect(new Set(rows.map((r) => r.region)).size).toBe(9)
  })

  it('has a job type tree with the spec codes, unique codes and URL-safe paths', async () => {
    const rows = await database.db.select().from(jobTypes)
    const byCode = new Map(rows.map((r) => [r.code, r]))
    for (const code of ['TECH', 'CIO', 'CMO', 'CHRO', 'IR']) expect(byCode.has(code)).toBe(true)
    expect(byCode.get('TECH')?.parentId).toBeNull()
    const executive = byCode.get('EXECUTIVE')!
    for (const code of ['CIO', 'CMO', 'CHRO', 'CFO']) {
      expect(byCode.get(code)?.parentId).toBe(executive.id)
    }
    expect(byCode.get('IR')?.parentId).toBe(byCode.get('CORPORATE')?.id)

    const parents = rows.filter((r) => r.parentId === null)
    expect(parents.length).toBeGreaterThanOrEqual(7)
    for (const parent of parents) {
      expect(rows.filter((r) => r.parentId === parent.id).length).toBeGreaterThanOrEqual(3)
    }
    // Only two levels: every parent is a root.
    const rootIds = new Set(parents.map((p) => p.id))
    for (const r of rows) if (r.parentId !== null) expect(rootIds.has(r.parentId)).toBe(true)
    for (const r of rows) {
      expect(r.code).toMatch(/^[A-Z][A-Z0-9_]*$/)
      expect(r.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(r.name).toMatch(JAPANESE)
      expect(r.nameEn).toMatch(/^[\x20-\x7e]+$/)
    }
    expect(new Set(rows.map((r) => r.path)).size).toBe(rows.length)
  })

  it('has exactly the job info tags of the contracts, in order, with Japanese names', async () => {
    const rows = await database.db.select().from(jobInfoTags).orderBy(asc(jobInfoTags.position))
    expect(rows.map((r) => r.code)).toEqual([...JOB_INFO_TAG_CODES])
    expect(rows.map((r) => r.name)).toEqual([
      '未経験可',
      '若手',
      '年収1000万円以上',
      '第二新卒',
      '急募',
      '海外勤務',
      'セミナー',
    ])
    for (const r of rows) expect(r.nameEn).toBeTruthy()
  })

  it('has 21 languages with codes, industries, certifications and major types in both languages', async () => {
    const langs = await database.db.select().from(languages)
    expect(langs).toHaveLength(21)
    expect(new Set(langs.map((l) => l.code)).size).toBe(21)
    expect(langs.map((l) => l.code)).toEqual(expect.arrayContaining(['ja', 'en', 'zh', 'ko']))

    const inds = await database.db.select().from(industries)
    expect(inds.length).toBeGreaterThanOrEqual(18)
    const certs = await database.db.select().from(certifications)
    expect(certs.length).toBeGreaterThanOrEqual(25)
    expect(certs.map((c) => c.name)).toEqual(
      expect.arrayContaining(['公認会計士', '日商簿記検定2級', '宅地建物取引士']),
    )
    expect(certs.some((c) => c.name.includes('CFA'))).toBe(true)
    expect(certs.some((c) => c.name.includes('PMP'))).toBe(true)
    expect(certs.some((c) => c.name.includes('証券アナリスト'))).toBe(true)
    const majors = await database.db.select().from(majorTypes)
    expect(majors.length).toBeGreaterThanOrEqual(15)
    for (const r of [...langs, ...inds, ...certs, ...majors]) {
      expect(r.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fffA-Z]/)
      expect(r.nameEn).toBeTruthy()
    }
  })

  it('has universities whose search columns equal what the search code builds, once rebuilt', async () => {
    // The migration wrote them with the rules of its day; start-up rebuilds them when the rules
    // have changed since (search/reindex.ts).
    expect(await staleSearchTables(database.db)).toContain('universities')
    await rebuildStaleSearchDocuments(database.db)
    expect(await staleSearchTables(database.db)).toEqual([])
    const rows = await database.db.select().from(universities)
    expect(rows.length).toBeGreaterThanOrEqual(75)
    for (const r of rows) {
      const expected = universitySearchDocument(r)
      expect(r.searchText).toBe(expected.searchText)
      expect([...r.searchGrams].sort()).toEqual([...expected.searchGrams].sort())
    }
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['東京大学', '慶應義塾大学', '早稲田大学']),
    )
  })

  it('leaves the id sequences past the explicit ids, so later inserts do not collide', async () => {
    for (const table of [
      'industries',
      'job_types',
      'job_info_tags',
      'languages',
      'certifications',
      'major_types',
      'universities',
    ]) {
      const { rows } = await database.executeSql(
        `select (select max(id) from ${table}) as max_id,
                nextval(pg_get_serial_sequence('${table}', 'id')) as next_id`,
      )
      expect(Number(rows[0].next_id), table).toBeGreaterThan(Number(rows[0].max_id))
    }
    const [jobType] = await database.db
      .insert(jobTypes)
      .values({ code: 'PILOT', path: 'pilot', name: 'パイロット', nameEn: 'Pilot' })
      .returning()
    expect(jobType!.id).toBeGreaterThan(700)
  })
})
