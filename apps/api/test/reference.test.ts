import { UNIVERSITY_LOOKUP_LIMIT, UNIVERSITY_SUGGEST_LIMIT } from '@kakehashi/contracts'
import { universities, universitySearchDocument } from '@kakehashi/db'
import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp, signInRecruiter } from './helpers.ts'

type App = Awaited<ReturnType<typeof createTestApp>>['app']

async function suggest(app: App, keyword: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v3/universities/suggest?keyword=${encodeURIComponent(keyword)}`,
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { universities: { id: number; name: string }[] }).universities
}

describe('reference lists', () => {
  it('lists the 47 prefectures and overseas (48) last, cacheable by anyone', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/v3/prefectures' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/)
    const { prefectures } = response.json()
    expect(prefectures).toHaveLength(48)
    expect(prefectures.map((p: { id: number }) => p.id)).toEqual(
      Array.from({ length: 48 }, (_, i) => i + 1),
    )
    expect(prefectures[0]).toMatchObject({ id: 1, name: '北海道', name_en: 'Hokkaido' })
    expect(prefectures[12]).toMatchObject({ id: 13, name: '東京都' })
    expect(prefectures[47]).toMatchObject({ id: 48, name: '海外' })
  })

  it("lists the platform's short replies in both languages, willing ones first, to anyone", async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/v3/message_templates' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/)
    const { message_templates: templates } = response.json()
    expect(templates.map((template: { title_en: string }) => template.title_en)).toEqual([
      'Interested',
      'Tell me more',
      'Happy to talk online',
      'Not looking right now',
      'Not the right fit',
    ])
    for (const template of templates) {
      expect(template.title).toMatch(/\S/)
      expect(template.body).toMatch(/[ぁ-んァ-ン一-龯]/)
      expect(template.body_en).toMatch(/^[ -~]+$/)
    }
  })

  it('lists the 21 languages with codes and both names', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/v3/languages' })
    expect(response.statusCode).toBe(200)
    const { languages } = response.json()
    expect(languages).toHaveLength(21)
    expect(new Set(languages.map((l: { code: string }) => l.code)).size).toBe(21)
    expect(languages).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: '英語', name_en: 'English' })]),
    )
  })

  it('lists industries, major types and certifications with Japanese and English names', async () => {
    const { app } = await createTestApp()
    for (const [path, key] of [
      ['industries', 'industries'],
      ['major_types', 'major_types'],
      ['certifications', 'certifications'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/v3/${path}` })
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['cache-control'], path).toMatch(/max-age=\d+/)
      const records = response.json()[key] as { id: number; name: string; name_en: string }[]
      expect(records.length, path).toBeGreaterThan(3)
      for (const record of records) {
        expect(record.name, path).not.toBe('')
        expect(record.name_en, path).not.toBe('')
      }
    }
    const { certifications } = (
      await app.inject({ method: 'GET', url: '/api/v3/certifications' })
    ).json()
    expect(certifications.every((c: { category: string }) => c.category.length > 0)).toBe(true)
  })
})

describe('university suggestions', () => {
  it('finds 東京大学 by kanji, hiragana, katakana, half-width kana and English, at any width', async () => {
    const { app } = await createTestApp()
    for (const keyword of [
      '東京大学',
      'とうきょう',
      'トウキョウ',
      'ﾄｳｷｮｳ',
      'Tokyo',
      'ＴＯＫＹＯ',
      'tok',
    ]) {
      const names = (await suggest(app, keyword)).map((u) => u.name)
      expect(names, keyword).toContain('東京大学')
    }
  })

  it('answers every keyword (AND) and nothing for an empty or unmatched keyword', async () => {
    const { app } = await createTestApp()
    const both = await suggest(app, '東京 工業')
    expect(both.length).toBeGreaterThan(0)
    for (const university of both) expect(university.name).toMatch(/東京.*工業|工業.*東京/)
    expect(await suggest(app, '')).toEqual([])
    expect(await suggest(app, 'ぬぬぬぬ')).toEqual([])
    // An English word matches at the start of a word, not inside one: "kyo" is not Tokyo.
    expect((await suggest(app, 'kyo')).map((u) => u.name)).not.toContain('東京大学')
  })

  it('answers at most ten, names that begin with the keyword first', async () => {
    const { app, database } = await createTestApp()
    const added = Array.from({ length: UNIVERSITY_SUGGEST_LIMIT + 2 }, (_, i) => {
      const name = `架橋学園第${i + 1}大学`
      const nameKana = `カケハシガクエンダイ${i + 1}ダイガク`
      const nameEn = `Kakehashi Gakuen University ${i + 1}`
      return { name, nameKana, nameEn, ...universitySearchDocument({ name, nameKana, nameEn }) }
    })
    await database.db.insert(universities).values(added)
    const found = await suggest(app, 'かけはし')
    expect(found).toHaveLength(UNIVERSITY_SUGGEST_LIMIT)
    expect(found.every((u) => u.name.startsWith('架橋学園'))).toBe(true)
    expect((await suggest(app, 'gakuen'))[0]?.name).toMatch(/^架橋学園/)
  })
})

describe('universities by id (GET /client/universities)', () => {
  /** An app, and a signed-in recruiter's GET of the look-up with a query string. */
  async function lookUp() {
    const { app, database } = await createTestApp()
    const recruiter = await signInRecruiter(database.db)
    const get = (query: string | null) =>
      app.inject({
        method: 'GET',
        url: `/api/v3/client/universities${query === null ? '' : `?${query}`}`,
        headers: recruiter.headers,
      })
    return { app, database, get }
  }

  async function idsOf(db: Awaited<ReturnType<typeof createTestApp>>['database']['db']) {
    const rows = await db
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .where(inArray(universities.name, ['東京大学', '京都大学']))
    const id = (name: string) => rows.find((row) => row.name === name)?.id ?? 0
    return { tokyo: id('東京大学'), kyoto: id('京都大学') }
  }

  it('names the universities asked for, in the order asked, for recruiters only', async () => {
    const { app, database, get } = await lookUp()
    const { tokyo, kyoto } = await idsOf(database.db)
    expect(tokyo).toBeGreaterThan(0)
    expect(kyoto).toBeGreaterThan(0)
    const response = await get(`ids=${kyoto},${tokyo}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().universities).toEqual([
      expect.objectContaining({ id: kyoto, name: '京都大学', name_en: 'Kyoto University' }),
      expect.objectContaining({ id: tokyo, name: '東京大学', name_en: 'The University of Tokyo' }),
    ])
    expect(response.json().universities[1].name_kana).not.toBe('')
    // Repeated `ids=` reads the same as a comma-separated list.
    const repeated = await get(`ids=${tokyo}&ids=${kyoto}`)
    expect(repeated.json().universities.map((u: { id: number }) => u.id)).toEqual([tokyo, kyoto])
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/v3/client/universities?ids=${tokyo}`,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('leaves out ids no university has, and answers nothing for no ids', async () => {
    const { database, get } = await lookUp()
    const { tokyo } = await idsOf(database.db)
    const response = await get(`ids=999999,${tokyo},999998`)
    expect(response.statusCode).toBe(200)
    expect(response.json().universities.map((u: { id: number }) => u.id)).toEqual([tokyo])
    const none = await get(null)
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({ universities: [] })
  })

  it('refuses more than the limit and a value that is not an id, naming the field', async () => {
    const { get } = await lookUp()
    const paths = async (ids: string) => {
      const response = await get(`ids=${ids}`)
      expect(response.statusCode, ids).toBe(422)
      return response.json().error.issues.map((issue: { path: (string | number)[] }) => issue.path)
    }
    const tooMany = Array.from({ length: UNIVERSITY_LOOKUP_LIMIT + 1 }, (_, i) => i + 1).join(',')
    expect(await paths(tooMany)).toEqual([['querystring', 'ids']])
    expect(await paths('1,abc')).toEqual([['querystring', 'ids', 1]])
    expect(await paths('0')).toEqual([['querystring', 'ids', 0]])
  })
})
