import {
  companyFollows,
  createCompany,
  createJobInfo,
  type Database,
  dayFromToday,
} from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

async function get(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() }
}

/** A company with one job of every kind the public must not see, and `visible` public ones. */
async function companyWithJobs(database: Database, visible: number, overrides = {}) {
  const { db } = database
  const company = await createCompany(db, overrides)
  for (let i = 0; i < visible; i += 1) await createJobInfo(db, { companyId: company.id })
  await createJobInfo(db, { companyId: company.id, status: 'draft' })
  await createJobInfo(db, { companyId: company.id, status: 'closed' })
  await createJobInfo(db, { companyId: company.id, status: 'open_for_scout' })
  await createJobInfo(db, { companyId: company.id, publishedAt: null })
  await createJobInfo(db, {
    companyId: company.id,
    recruitmentStartOn: dayFromToday(-60),
    recruitmentEndOn: dayFromToday(-1),
  })
  await createJobInfo(db, { companyId: company.id, recruitmentStartOn: dayFromToday(3) })
  // Public, but it hides who is hiring: counting it on the company's page would tell.
  await createJobInfo(db, { companyId: company.id, hideCompany: true })
  return company
}

describe('GET /api/v3/companies', () => {
  it('lists companies with industry, prefecture and only their public jobs counted', async () => {
    const { app, database } = await createTestApp()
    const hiring = await companyWithJobs(database, 2, { industryId: 2, prefectureId: 27 })
    const quiet = await companyWithJobs(database, 0)

    const { status, body } = await get(app, '/api/v3/companies')
    expect(status).toBe(200)
    expect(body.pagination).toEqual({
      current_page: 1,
      next_page: null,
      prev_page: null,
      total_pages: 1,
      total_count: 2,
    })
    // Companies hiring now come first.
    expect(body.companies.map((c: { id: number }) => c.id)).toEqual([hiring.id, quiet.id])
    expect(body.companies[0]).toMatchObject({
      id: hiring.id,
      name: hiring.name,
      name_en: hiring.nameEn,
      industry: { id: 2, name: '証券・投資銀行', name_en: 'Securities & Investment Banking' },
      prefecture: { id: 27, name: '大阪府', name_en: 'Osaka' },
      public_job_count: 2,
    })
    expect(body.companies[1].public_job_count).toBe(0)
  })

  it('finds companies by keyword: two-character Japanese, any width, whole English words', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    // Only the names are searched here: no kana reading or description to match by chance.
    const company = (name: string, nameEn: string) =>
      createCompany(db, { name, nameEn, nameKana: null, description: '' })
    const securities = await company('ベータ証券株式会社', 'Beta Securities')
    const capital = await company('アルファキャピタル', 'Alpha Capital')
    await company('デルタテクノロジーズ', 'Delta Technologies')

    const ids = async (query: string) =>
      (await get(app, `/api/v3/companies?${query}`)).body.companies.map((c: { id: number }) => c.id)

    expect(await ids(`keyword=${encodeURIComponent('証券')}`)).toEqual([securities.id])
    expect(await ids(`keyword=${encodeURIComponent('ＣＡＰＩＴＡＬ')}`)).toEqual([capital.id])
    expect(await ids(`keyword=${encodeURIComponent('きゃぴたる')}`)).toEqual([capital.id])
    // "capita" is not a word of any name.
    expect(await ids('keyword=capita')).toEqual([])
    // Space-delimited words must all match.
    expect(await ids(`keyword=${encodeURIComponent('ベータ　capital')}`)).toEqual([])
  })

  it('filters by industries, prefectures and foreign affiliation', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const bankTokyo = await createCompany(db, {
      industryId: 1,
      prefectureId: 13,
      isForeignAffiliated: true,
    })
    const bankOsaka = await createCompany(db, {
      industryId: 1,
      prefectureId: 27,
      isForeignAffiliated: false,
    })
    const pharma = await createCompany(db, {
      industryId: 14,
      prefectureId: 13,
      isForeignAffiliated: false,
    })
    const ids = async (query: string) =>
      (await get(app, `/api/v3/companies?${query}`)).body.companies
        .map((c: { id: number }) => c.id)
        .sort()

    expect(await ids('industry_ids=1')).toEqual([bankTokyo.id, bankOsaka.id].sort())
    expect(await ids('industry_ids=1&industry_ids=14')).toHaveLength(3)
    expect(await ids('industry_ids=14')).toEqual([pharma.id])
    expect(await ids('industry_ids=1&prefecture_ids=27')).toEqual([bankOsaka.id])
    expect(await ids('foreign_affiliated=true')).toEqual([bankTokyo.id])
    expect(await ids('foreign_affiliated=false')).toEqual([bankOsaka.id, pharma.id].sort())
  })

  it('pages through the list with the pagination object', async () => {
    const { app, database } = await createTestApp()
    const created = []
    for (let i = 0; i < 5; i += 1) created.push(await createCompany(database.db))

    const first = await get(app, '/api/v3/companies?per=2')
    expect(first.body.companies).toHaveLength(2)
    expect(first.body.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 3,
      total_count: 5,
    })
    const last = await get(app, '/api/v3/companies?per=2&page=3')
    expect(last.body.companies.map((c: { id: number }) => c.id)).toEqual([created[4]!.id])
    expect(last.body.pagination).toMatchObject({ current_page: 3, next_page: null, prev_page: 2 })
    const seen = [
      ...first.body.companies,
      ...(await get(app, '/api/v3/companies?per=2&page=2')).body.companies,
      ...last.body.companies,
    ].map((c: { id: number }) => c.id)
    expect(new Set(seen).size).toBe(5)
  })
})

describe('GET /api/v3/companies/:id', () => {
  it('answers the profile with its public job count and follower count', async () => {
    const { app, database } = await createTestApp()
    const company = await companyWithJobs(database, 3, {
      capital: '1億円',
      employeeCount: 1200,
      foundedYear: 1998,
    })
    const { status, body } = await get(app, `/api/v3/companies/${company.id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: company.id,
      name: company.name,
      business_description: company.businessDescription,
      website_url: company.websiteUrl,
      employee_count: 1200,
      founded_year: 1998,
      capital: '1億円',
      industry: { id: company.industryId },
      prefecture: { id: company.prefectureId },
      public_job_count: 3,
      follower_count: 0,
      follow: null,
    })
    expect(body).not.toHaveProperty('search_text')
    expect(body).not.toHaveProperty('organisation_id')
  })

  it('answers 404 for an unknown company', async () => {
    const { app } = await createTestApp()
    const { status, body } = await get(app, '/api/v3/companies/999999')
    expect(status).toBe(404)
    expect(body.error.code).toBe('notFound')
  })
})

describe('GET /api/v3/companies/suggest', () => {
  it('suggests up to ten names, those starting with the keyword first', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const starts = await createCompany(db, { name: 'ゴールド証券', nameEn: 'Gold Securities' })
    const contains = await createCompany(db, {
      name: 'ニューゴールド',
      nameEn: 'New Gold Partners',
    })
    // Read without its legal form, this name begins with the keyword too.
    const legalForm = await createCompany(db, { name: '株式会社ゴールドマン', nameEn: null })
    await createCompany(db, { name: 'シルバー銀行', nameEn: 'Silver Bank' })

    const typed = await get(app, '/api/v3/companies/suggest?keyword=gol')
    expect(typed.status).toBe(200)
    expect(typed.body.companies.map((c: { id: number }) => c.id)).toEqual([starts.id, contains.id])
    expect(typed.body.companies[0]).toEqual({
      id: starts.id,
      name: 'ゴールド証券',
      name_en: 'Gold Securities',
    })

    const japanese = await get(
      app,
      `/api/v3/companies/suggest?keyword=${encodeURIComponent('ゴールド')}`,
    )
    expect(japanese.body.companies.map((c: { id: number }) => c.id)).toEqual([
      starts.id,
      legalForm.id,
      contains.id,
    ])

    for (let i = 0; i < 11; i += 1) await createCompany(db, { name: `ゴールド商事${i}` })
    const many = await get(
      app,
      `/api/v3/companies/suggest?keyword=${encodeURIComponent('ゴールド')}`,
    )
    expect(many.body.companies).toHaveLength(10)

    expect((await get(app, '/api/v3/companies/suggest?keyword=')).body.companies).toEqual([])
  })
})

describe('company follows', () => {
  it('refuses anonymous callers (401) and recruiters (403)', async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db)
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v3/candidate/company_follows',
      payload: { company_id: company.id },
    })
    expect(anonymous.statusCode).toBe(401)
    for (const role of ['CompanyUser', 'Agent'] as const) {
      const { headers } = await signInRecruiter(database.db, { roleType: role })
      const refused = await app.inject({
        method: 'POST',
        url: '/api/v3/candidate/company_follows',
        headers,
        payload: { company_id: company.id },
      })
      expect(refused.statusCode).toBe(403)
    }
    expect(await database.db.select().from(companyFollows)).toEqual([])
  })

  it('follows once however often the request is repeated, and shows it on the company', async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db)
    const me = await signInCandidate(database.db)
    const follow = () =>
      app.inject({
        method: 'POST',
        url: '/api/v3/candidate/company_follows',
        headers: me.headers,
        payload: { company_id: company.id },
      })

    const first = await follow()
    expect(first.statusCode).toBe(201)
    const created = first.json()
    expect(created).toMatchObject({ company_id: company.id })

    const retried = await follow()
    expect(retried.statusCode).toBe(200)
    expect(retried.json().id).toBe(created.id)
    const [a, b] = await Promise.all([follow(), follow()])
    expect([a.json().id, b.json().id]).toEqual([created.id, created.id])

    const rows = await database.db
      .select()
      .from(companyFollows)
      .where(eq(companyFollows.companyId, company.id))
    expect(rows).toHaveLength(1)

    const mine = await get(app, `/api/v3/companies/${company.id}`, me.headers)
    expect(mine.body).toMatchObject({ follower_count: 1, follow: { id: created.id } })
    const someoneElse = await signInCandidate(database.db)
    const theirs = await get(app, `/api/v3/companies/${company.id}`, someoneElse.headers)
    expect(theirs.body).toMatchObject({ follower_count: 1, follow: null })
    const anonymous = await get(app, `/api/v3/companies/${company.id}`)
    expect(anonymous.body.follow).toBeNull()
  })

  it('answers 422 with the field for an unknown company', async () => {
    const { app, database } = await createTestApp()
    const me = await signInCandidate(database.db)
    for (const payload of [{ company_id: 999999 }, {}, { company_id: 'abc' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/candidate/company_follows',
        headers: me.headers,
        payload,
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().error.issues[0].path).toEqual(['body', 'company_id'])
    }
  })

  it("unfollows only the caller's own follow", async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db)
    const me = await signInCandidate(database.db)
    const other = await signInCandidate(database.db)
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/v3/candidate/company_follows',
        headers: me.headers,
        payload: { company_id: company.id },
      })
    ).json()
    const unfollow = (headers: Record<string, string>) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v3/candidate/company_follows/${created.id}`,
        headers,
      })

    const stolen = await unfollow(other.headers)
    expect(stolen.statusCode).toBe(404)
    expect((await get(app, `/api/v3/companies/${company.id}`, me.headers)).body.follow).toEqual({
      id: created.id,
    })

    expect((await unfollow({})).statusCode).toBe(401)
    expect((await unfollow(me.headers)).statusCode).toBe(204)
    expect((await unfollow(me.headers)).statusCode).toBe(404)
    const after = await get(app, `/api/v3/companies/${company.id}`, me.headers)
    expect(after.body).toMatchObject({ follower_count: 0, follow: null })
  })
})
