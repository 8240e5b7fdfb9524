import {
  BANNER_JOB_INFOS_PER_PAGE,
  HIDDEN_COMPANY_NAME,
  JOB_SEARCH_CONDITIONS_MAX,
} from '@kakehashi/contracts'
import {
  createAgent,
  createBannerJobInfo,
  createColumn,
  createCompany,
  createJobInfo,
  type Database,
  dayFromToday,
  daysFromNow,
  type JobInfoOverrides,
  jobInfoDailyViews,
  jobSearchConditions,
  keywordTerms,
  searchSynonyms,
} from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { searchIds } from '../src/lib/capped-search.ts'
import { jobSearchCondition, jobSearchTarget } from '../src/modules/jobs/jobs-repository.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

async function get(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers })
  return { status: response.statusCode, body: response.json() }
}

const ids = (body: { job_infos: { id: number }[] }) => body.job_infos.map((job) => job.id)

/** Plain content with none of the words the keyword tests look for. */
const neutral: JobInfoOverrides = {
  title: '総合職',
  titleEn: null,
  position: 'スタッフ',
  division: '本社',
  jobDescription: '担当業務全般をお任せします。',
  attraction: '裁量があります。',
  requirement: '社会人経験',
  welcomeSkill: '',
  workPlaceDescription: '本社',
}

/** One job of every kind the public must not see. */
async function hiddenJobs(database: Database, overrides: JobInfoOverrides = {}) {
  const { db } = database
  return [
    await createJobInfo(db, { ...overrides, status: 'draft' }),
    await createJobInfo(db, { ...overrides, status: 'open_for_scout' }),
    await createJobInfo(db, { ...overrides, status: 'closed' }),
    await createJobInfo(db, { ...overrides, publishedAt: null }),
    // Publication scheduled for tomorrow.
    await createJobInfo(db, { ...overrides, publishedAt: daysFromNow(1) }),
    await createJobInfo(db, {
      ...overrides,
      recruitmentStartOn: dayFromToday(-60),
      recruitmentEndOn: dayFromToday(-2),
    }),
    await createJobInfo(db, { ...overrides, recruitmentStartOn: dayFromToday(3) }),
  ]
}

describe('GET /api/v3/job_infos', () => {
  it('lists only open jobs inside their period, with the pagination object', async () => {
    const { app, database } = await createTestApp()
    const visible = [
      await createJobInfo(database.db, { recommendScore: 3 }),
      await createJobInfo(database.db, { recommendScore: 2 }),
      await createJobInfo(database.db, { recommendScore: 1 }),
    ]
    await hiddenJobs(database)

    const first = await get(app, '/api/v3/job_infos?per=2')
    expect(first.status).toBe(200)
    expect(ids(first.body)).toEqual([visible[0]!.id, visible[1]!.id])
    expect(first.body.pagination).toEqual({
      current_page: 1,
      next_page: 2,
      prev_page: null,
      total_pages: 2,
      total_count: 3,
    })
    expect(first.body.total_count_capped).toBe(false)
    const second = await get(app, '/api/v3/job_infos?per=2&page=2')
    expect(ids(second.body)).toEqual([visible[2]!.id])
    expect(second.body.pagination).toMatchObject({ current_page: 2, next_page: null, prev_page: 1 })
  })

  it('shows a summary with the display rules of the company', async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db, { logoPath: '/images/logo.png' })
    const shown = await createJobInfo(database.db, {
      companyId: company.id,
      jobTypeCodes: ['IR'],
      tagCodes: ['junior', 'urgent_recruitment'],
      recommendScore: 2,
    })
    const hidden = await createJobInfo(database.db, {
      companyId: company.id,
      hideCompany: true,
      recommendScore: 1,
    })
    const noLogo = await createJobInfo(database.db, {
      companyId: company.id,
      displayCompanyLogo: false,
      recommendScore: 0,
    })

    const { body } = await get(app, '/api/v3/job_infos')
    const [first, second, third] = body.job_infos
    expect(first).toMatchObject({
      id: shown.id,
      company: { id: company.id, name: company.name, logo_path: '/images/logo.png' },
      job_types: [{ code: 'IR', parent_id: 6 }],
      job_info_tags: [{ code: 'junior' }, { code: 'urgent_recruitment' }],
      prefecture: { id: 13, name: '東京都' },
      new_label_target: true,
      status: 'open',
    })
    expect(second).toMatchObject({
      id: hidden.id,
      company: { id: null, name: HIDDEN_COMPANY_NAME, name_en: null, logo_path: null },
    })
    expect(third).toMatchObject({ id: noLogo.id, company: { id: company.id, logo_path: null } })
  })

  it('filters by company (never through a hidden company), agent, industry, prefecture and employment type', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const company = await createCompany(db)
    const ofCompany = await createJobInfo(db, { companyId: company.id })
    await createJobInfo(db, { companyId: company.id, hideCompany: true })
    const agent = await createAgent(db)
    const ofAgent = await createJobInfo(db, { agentId: agent.id })
    const inOsaka = await createJobInfo(db, { prefectureId: 27, industryId: 5 })
    const contract = await createJobInfo(db, { employmentType: 'contract', industryId: 7 })

    expect(ids((await get(app, `/api/v3/job_infos?company_id=${company.id}`)).body)).toEqual([
      ofCompany.id,
    ])
    expect(ids((await get(app, `/api/v3/job_infos?agent_id=${agent.id}`)).body)).toEqual([
      ofAgent.id,
    ])
    expect(ids((await get(app, '/api/v3/job_infos?prefecture_ids=27')).body)).toEqual([inOsaka.id])
    expect(
      ids((await get(app, '/api/v3/job_infos?industry_ids=5,7&sort=newest')).body).sort(),
    ).toEqual([inOsaka.id, contract.id].sort())
    expect(ids((await get(app, '/api/v3/job_infos?employment_type=contract')).body)).toEqual([
      contract.id,
    ])
    expect((await get(app, '/api/v3/job_infos?employment_type=part_time')).status).toBe(422)
  })

  it('finds jobs of a parent job type through its children, and needs every chosen tag', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const ir = await createJobInfo(db, { jobTypeCodes: ['IR'], tagCodes: ['junior'] })
    const accounting = await createJobInfo(db, {
      jobTypeCodes: ['ACCOUNTING'],
      tagCodes: ['junior', 'urgent_recruitment'],
    })
    const tech = await createJobInfo(db, { jobTypeCodes: ['SOFTWARE_ENGINEER'] })

    // 6 is CORPORATE, the parent of IR (603) and ACCOUNTING (601).
    const byParent = await get(app, '/api/v3/job_infos?job_type_ids=6')
    expect(ids(byParent.body).sort()).toEqual([ir.id, accounting.id].sort())
    const byChildren = await get(app, '/api/v3/job_infos?job_type_ids=603&job_type_ids=301')
    expect(ids(byChildren.body).sort()).toEqual([ir.id, tech.id].sort())
    const bothTags = await get(app, '/api/v3/job_infos?job_info_tag_ids=2,5')
    expect(ids(bothTags.body)).toEqual([accounting.id])
  })

  it('filters by salary: the job can pay the minimum, and starts at or below the maximum', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const low = await createJobInfo(db, { salaryMin: 400, salaryMax: 600 })
    const high = await createJobInfo(db, { salaryMin: 1000, salaryMax: 1500 })
    const onlyMin = await createJobInfo(db, { salaryMin: 800, salaryMax: null })
    await createJobInfo(db, { salaryMin: null, salaryMax: null })

    const atLeast700 = await get(app, '/api/v3/job_infos?salary_min=700')
    expect(ids(atLeast700.body).sort()).toEqual([high.id, onlyMin.id].sort())
    const upTo800 = await get(app, '/api/v3/job_infos?salary_max=800')
    expect(ids(upTo800.body).sort()).toEqual([low.id, onlyMin.id].sort())
    const between = await get(app, '/api/v3/job_infos?salary_min=600&salary_max=900')
    expect(ids(between.body).sort()).toEqual([low.id, onlyMin.id].sort())
    expect((await get(app, '/api/v3/job_infos?salary_min=100000')).status).toBe(422)
  })

  it('sorts by each of the five sort types', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const a = await createJobInfo(db, {
      recommendScore: 1,
      popularityScore: 30,
      publishedAt: daysFromNow(-3),
      salaryMin: 500,
      salaryMax: 2000,
    })
    const b = await createJobInfo(db, {
      recommendScore: 3,
      popularityScore: 10,
      publishedAt: daysFromNow(-1),
      salaryMin: 900,
      salaryMax: 1000,
    })
    const c = await createJobInfo(db, {
      recommendScore: 2,
      popularityScore: 20,
      publishedAt: daysFromNow(-2),
      salaryMin: 300,
      salaryMax: 400,
    })
    const none = await createJobInfo(db, {
      recommendScore: 0,
      popularityScore: 0,
      publishedAt: daysFromNow(-4),
      salaryMin: null,
      salaryMax: null,
    })

    const order = async (sort: string) =>
      ids((await get(app, `/api/v3/job_infos?sort=${sort}`)).body)
    expect(await order('recommend')).toEqual([b.id, c.id, a.id, none.id])
    expect(await order('newest')).toEqual([b.id, c.id, a.id, none.id])
    expect(await order('popular')).toEqual([a.id, c.id, b.id, none.id])
    expect(await order('annual_income_desc')).toEqual([a.id, b.id, c.id, none.id])
    expect(await order('annual_income_asc')).toEqual([c.id, a.id, b.id, none.id])
    // The default is recommend.
    expect(ids((await get(app, '/api/v3/job_infos')).body)).toEqual([b.id, c.id, a.id, none.id])
    expect((await get(app, '/api/v3/job_infos?sort=random')).status).toBe(422)
  })
})

describe('GET /api/v3/search_job_infos', () => {
  it('matches Japanese keywords as a reader expects', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const sales = await createJobInfo(db, { ...neutral, title: '法人営業（金融機関担当）' })
    const salesOsaka = await createJobInfo(db, {
      ...neutral,
      title: '営業マネージャー',
      workPlaceDescription: '大阪市北区',
    })
    const marketing = await createJobInfo(db, { ...neutral, title: 'デジタルマーケティング責任者' })
    const ir = await createJobInfo(db, { ...neutral, title: 'IR担当', jobDescription: '株主対応' })
    const first = await createJobInfo(db, {
      ...neutral,
      title: '経理',
      jobDescription: 'A first-class finance team.',
    })
    const sap = await createJobInfo(db, {
      ...neutral,
      title: 'SAPコンサルタント',
      requirement: 'Java 3年',
    })
    await hiddenJobs(database, { ...neutral, title: '営業 IR マーケティング' })

    const search = async (keyword: string) =>
      ids(
        (await get(app, `/api/v3/search_job_infos?keyword=${encodeURIComponent(keyword)}`)).body,
      ).sort((x, y) => x - y)
    const sorted = (...list: number[]) => [...list].sort((x, y) => x - y)

    // A two-character word.
    expect(await search('営業')).toEqual(sorted(sales.id, salesOsaka.id))
    // Words separated by a full-width space are AND-ed.
    expect(await search('営業　大阪')).toEqual([salesOsaka.id])
    expect(await search('営業 経理')).toEqual([])
    // Hiragana and half-width katakana find the katakana word.
    expect(await search('まーけてぃんぐ')).toEqual([marketing.id])
    expect(await search('ﾏｰｹﾃｨﾝｸﾞ')).toEqual([marketing.id])
    // Full-width letters and other case find the ASCII word, and it matches only as a word.
    expect(await search('ＩＲ')).toEqual([ir.id])
    expect(await search('ir')).toEqual([ir.id])
    expect(await search('first')).toEqual([first.id])
    expect(await search('ＳＡＰ　ｊａｖａ')).toEqual([sap.id])
    // Characters present but not adjacent do not match.
    expect(await search('営理')).toEqual([])
    // The gram index finds single characters too.
    expect(await search('対')).toEqual([ir.id])
  })

  it('reads a keyword however it is typed: punctuation, long vowels, old kanji, legal forms, separators', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const server = await createJobInfo(db, {
      ...neutral,
      title: 'サーバーエンジニア（経理システム）',
    })
    const yamazaki = await createJobInfo(db, { ...neutral, title: '山﨑證券 リサーチ' })
    const limited = await createJobInfo(db, { ...neutral, title: '㈲かけはし 総務' })
    const income = await createJobInfo(db, { ...neutral, title: '年収1,200万円 CFO候補' })

    const search = async (keyword: string) =>
      ids((await get(app, `/api/v3/search_job_infos?keyword=${encodeURIComponent(keyword)}`)).body)
    expect(await search('サーバ')).toEqual([server.id])
    expect(await search('さーば-')).toEqual([server.id])
    expect(await search('経理、')).toEqual([server.id])
    expect(await search('「経理システム」')).toEqual([server.id])
    expect(await search('山崎証券')).toEqual([yamazaki.id])
    expect(await search('有限会社かけはし')).toEqual([limited.id])
    expect(await search('(有)')).toEqual([limited.id])
    expect(await search('1200万円')).toEqual([income.id])
    expect(await search('１，２００万')).toEqual([income.id])
  })

  it('finds English names of reference data, reviewed synonyms and synonyms added in the table', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const strategy = await createJobInfo(db, { ...neutral, title: '事業戦略担当', industryId: 7 })
    const merger = await createJobInfo(db, { ...neutral, title: '合併買収アドバイザー' })
    const bookkeeping = await createJobInfo(db, { ...neutral, title: 'Bookkeeping staff' })
    const governance = await createJobInfo(db, { ...neutral, title: 'コーポレートガバナンス担当' })
    await db.insert(searchSynonyms).values({ terms: ['ガバナンス', 'governance'] })

    const search = async (keyword: string) =>
      ids(
        (await get(app, `/api/v3/search_job_infos?keyword=${encodeURIComponent(keyword)}`)).body,
      ).sort((x, y) => x - y)
    // The industry 戦略コンサルティング, as the English pages name it.
    expect(await search('Strategy Consulting')).toEqual([strategy.id])
    expect(await search('M&A')).toEqual([merger.id])
    expect(await search('簿記')).toEqual([bookkeeping.id])
    expect(await search('governance')).toEqual([governance.id])
    // Two words that only the vocabulary joins are still two words without it.
    expect(await search('strategy')).toEqual([])
  })

  it('shows jobs where a keyword stands as a word before those where it is inside a longer one', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const inside = await createJobInfo(db, { ...neutral, title: '経理部長', recommendScore: 3 })
    const separated = await createJobInfo(db, {
      ...neutral,
      title: '経理・財務',
      recommendScore: 2,
    })
    const particle = await createJobInfo(db, {
      ...neutral,
      title: '経理の責任者',
      recommendScore: 1,
    })

    const page = async (query: string) =>
      (await get(app, `/api/v3/search_job_infos?keyword=${encodeURIComponent('経理')}${query}`))
        .body
    const all = await page('')
    expect(ids(all)).toEqual([separated.id, particle.id, inside.id])
    expect(all.pagination.total_count).toBe(3)
    // Pages continue from one tier into the next.
    expect(ids(await page('&per=2&page=1'))).toEqual([separated.id, particle.id])
    expect(ids(await page('&per=2&page=2'))).toEqual([inside.id])
    // Within each tier the chosen sort still decides.
    expect(ids(await page('&sort=newest'))).toEqual([particle.id, separated.id, inside.id])
  })

  it('finds the same jobs through the gram index as by walking the text', async () => {
    const { database } = await createTestApp()
    const { db } = database
    await createJobInfo(db, { ...neutral, title: '営業企画', jobDescription: 'IRと経理' })
    await createJobInfo(db, {
      ...neutral,
      title: '業務営',
      jobDescription: 'A first-class team, C++',
    })
    await createJobInfo(db, { ...neutral, title: 'データサイエンティスト', requirement: 'Python' })
    await createJobInfo(db, { ...neutral, title: 'サイエンス担当', requirement: 'データ基盤' })
    const page = { limit: 20, offset: 0 }
    // Matching jobs per keyword: adjacency, whole ASCII words and symbols all decide.
    const expected: Record<string, number> = {
      営業: 1,
      営理: 0,
      業営: 0,
      IR: 1,
      first: 1,
      'c++': 1,
      '+': 1,
      データサイエンティスト: 1,
      'サイエンス データ': 1,
      経: 2,
      'python 営業': 0,
    }
    for (const [keyword, count] of Object.entries(expected)) {
      const filters = {
        keywords: keywordTerms(keyword),
        jobTypeIds: [],
        industryIds: [],
        prefectureIds: [],
        jobInfoTagIds: [],
      }
      const target = jobSearchTarget('recommend')
      const byGrams = await searchIds(db, target, jobSearchCondition(filters, 'grams'), page, {
        plan: 'bitmap',
      })
      const byText = await searchIds(db, target, jobSearchCondition(filters, 'text'), page)
      expect({ keyword, ids: byGrams }).toEqual({ keyword, ids: byText })
      expect({ keyword, count: byText.length }).toEqual({ keyword, count })
    }
  })

  it('answers the search page: repeated or bracketed ids, logo thumb, new label, count', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const company = await createCompany(db, { logoPath: '/logos/a.png' })
    const ir = await createJobInfo(db, {
      companyId: company.id,
      jobTypeCodes: ['IR'],
      publishedAt: daysFromNow(-30),
    })
    const tech = await createJobInfo(db, { jobTypeCodes: ['SOFTWARE_ENGINEER'] })
    await createJobInfo(db, { jobTypeCodes: ['CEO'] })

    const bracketed = await get(
      app,
      '/api/v3/search_job_infos?job_type_ids[]=603&job_type_ids[]=301',
    )
    expect(bracketed.status).toBe(200)
    expect(ids(bracketed.body).sort()).toEqual([ir.id, tech.id].sort())
    expect(bracketed.body.pagination.total_count).toBe(2)
    expect(bracketed.body.total_count_capped).toBe(false)
    const irResult = bracketed.body.job_infos.find((job: { id: number }) => job.id === ir.id)
    expect(irResult).toMatchObject({ company_logo_thumb: '/logos/a.png', new_label_target: false })
    const techResult = bracketed.body.job_infos.find((job: { id: number }) => job.id === tech.id)
    expect(techResult.new_label_target).toBe(true)

    const comma = await get(app, '/api/v3/search_job_infos?job_type_ids=603,301&per=1')
    expect(comma.body.job_infos).toHaveLength(1)
    expect(comma.body.pagination).toMatchObject({ total_count: 2, total_pages: 2, next_page: 2 })
  })

  it('never finds a hidden company by its name', async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db, { name: '極秘ホールディングス株式会社' })
    await createJobInfo(database.db, { ...neutral, companyId: company.id, hideCompany: true })
    const found = await get(app, `/api/v3/search_job_infos?keyword=${encodeURIComponent('極秘')}`)
    expect(found.body.job_infos).toEqual([])
  })
})

describe('GET /api/v3/job_infos/{id}', () => {
  it('answers every field of a public job with its JobPosting structured data', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const company = await createCompany(db, {
      name: 'アルファ証券株式会社',
      logoPath: '/logos/alpha.png',
      websiteUrl: 'https://alpha.example.com',
    })
    const job = await createJobInfo(db, {
      companyId: company.id,
      title: 'IR担当マネージャー',
      jobDescription: '決算説明会の企画・運営\n投資家との対話 <b>重要</b>',
      requirement: '上場企業でのIR経験',
      salaryMin: 800,
      salaryMax: 1200,
      employmentType: 'contract',
      recruitmentEndOn: '2099-03-31',
      jobTypeCodes: ['IR'],
      tagCodes: ['more_than_10_million_yen'],
      isRichPage: true,
      headerImagePath: '/headers/ir.jpg',
    })

    const { status, body } = await get(app, `/api/v3/job_infos/${job.id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: job.id,
      title: 'IR担当マネージャー',
      company: { id: company.id, name: 'アルファ証券株式会社', logo_path: '/logos/alpha.png' },
      display_company_name: 'アルファ証券株式会社',
      display_company_logo: true,
      hide_company: false,
      publisher_id: company.id,
      publisher_type: 'Company',
      prefecture: { id: 13, name: '東京都' },
      job_types: [{ code: 'IR' }],
      job_info_tags: [{ code: 'more_than_10_million_yen' }],
      status: 'open',
      employment_type: 'contract',
      recruitment_end_on: '2099-03-31',
      is_rich_page: true,
      during_effective_period: true,
      already_applied: false,
      stock_id: null,
      stock_count: 0,
      canonical_id: null,
    })
    for (const field of ['created_at', 'updated_at', 'published_at', 'salary_supplement']) {
      expect(body[field]).toEqual(expect.any(String))
    }

    const posting = body.structured_data
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'IR担当マネージャー',
      datePosted: body.published_at,
      validThrough: '2099-03-31T23:59:59+09:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'アルファ証券株式会社',
        sameAs: 'https://alpha.example.com',
        logo: 'http://localhost:3000/logos/alpha.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: '東京都', addressCountry: 'JP' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'JPY',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 8_000_000,
          maxValue: 12_000_000,
          unitText: 'YEAR',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Kakehashi', value: String(job.id) },
      directApply: false,
    })
    expect(posting.applicantLocationRequirements).toBeUndefined()
    // The description is HTML built from the content, with the recruiter's text escaped.
    expect(posting.description).toContain('<p><strong>仕事内容</strong></p>')
    expect(posting.description).toContain(
      '決算説明会の企画・運営<br>投資家との対話 &lt;b&gt;重要&lt;/b&gt;',
    )
    expect(posting.description).toContain('上場企業でのIR経験')
    expect(posting.description).not.toContain('<b>')
  })

  it('hides a hidden company everywhere, logo and structured data included', async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db, {
      name: '秘密商事株式会社',
      logoPath: '/logos/secret.png',
      websiteUrl: 'https://secret.example.com',
    })
    const job = await createJobInfo(database.db, {
      companyId: company.id,
      hideCompany: true,
      prefectureId: 48,
      workPlaceDescription: 'シンガポール',
      salaryMin: 1500,
      salaryMax: null,
    })

    const { body } = await get(app, `/api/v3/job_infos/${job.id}`)
    expect(body).toMatchObject({
      company: { id: null, name: HIDDEN_COMPANY_NAME, logo_path: null, website_url: null },
      display_company_name: HIDDEN_COMPANY_NAME,
      hide_company: true,
      publisher_id: null,
    })
    expect(JSON.stringify(body)).not.toContain('秘密商事')
    expect(JSON.stringify(body)).not.toContain('secret')
    const posting = body.structured_data
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: HIDDEN_COMPANY_NAME,
    })
    // Overseas: no Japanese address; applicants are located in Japan.
    expect(posting.jobLocation).toBeUndefined()
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'JP' })
    expect(posting.baseSalary.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 15_000_000,
      unitText: 'YEAR',
    })
  })

  it('drops the logo when the publisher does not show it, and names the agent of an agent job', async () => {
    const { app, database } = await createTestApp()
    const company = await createCompany(database.db, { logoPath: '/logos/x.png' })
    const agent = await createAgent(database.db)
    const job = await createJobInfo(database.db, {
      companyId: company.id,
      agentId: agent.id,
      publisherType: 'Agent',
      displayCompanyLogo: false,
    })
    const { body } = await get(app, `/api/v3/job_infos/${job.id}`)
    expect(body.company.logo_path).toBeNull()
    expect(body.structured_data.hiringOrganization.logo).toBeUndefined()
    expect(body).toMatchObject({
      publisher_type: 'Agent',
      publisher_id: agent.id,
      agent: { id: agent.id, name: agent.name },
    })
  })

  it('answers 404 for every job the public may not see, and for unknown ids', async () => {
    const { app, database } = await createTestApp()
    for (const job of await hiddenJobs(database)) {
      const response = await get(app, `/api/v3/job_infos/${job.id}`)
      expect(response.status).toBe(404)
      expect(response.body).toEqual({
        error: { code: 'notFound', message: expect.any(String) },
      })
    }
    expect((await get(app, '/api/v3/job_infos/999999')).status).toBe(404)
  })

  it('counts each view of the day on one row', async () => {
    const { app, database } = await createTestApp()
    const job = await createJobInfo(database.db)
    await get(app, `/api/v3/job_infos/${job.id}`)
    await get(app, `/api/v3/job_infos/${job.id}`)
    const rows = await database.db
      .select()
      .from(jobInfoDailyViews)
      .where(eq(jobInfoDailyViews.jobInfoId, job.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.views).toBe(2)
  })

  it('tells a candidate their stock and application', async () => {
    const { app, database } = await createTestApp()
    const job = await createJobInfo(database.db)
    const candidate = await signInCandidate(database.db)
    const stocked = await app.inject({
      method: 'POST',
      url: `/api/v3/job_infos/${job.id}/job_info_stocks`,
      headers: candidate.headers,
    })
    const { body } = await get(app, `/api/v3/job_infos/${job.id}`, candidate.headers)
    expect(body.stock_id).toBe(stocked.json().stock_id)
    expect(body.stock_count).toBe(1)
    const anonymous = await get(app, `/api/v3/job_infos/${job.id}`)
    expect(anonymous.body.stock_id).toBeNull()
  })
})

describe('job info stocks', () => {
  it('stocks once however often the request is retried, and unstocks', async () => {
    const { app, database } = await createTestApp()
    const job = await createJobInfo(database.db)
    const { headers } = await signInCandidate(database.db)
    const url = `/api/v3/job_infos/${job.id}/job_info_stocks`

    const first = await app.inject({ method: 'POST', url, headers })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      job_info_id: job.id,
      stock_id: expect.any(Number),
      stock_count: 1,
    })
    const retries = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: 'POST', url, headers })),
    )
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200)
      expect(retry.json()).toEqual(first.json())
    }

    const other = await signInCandidate(database.db)
    const second = await app.inject({ method: 'POST', url, headers: other.headers })
    expect(second.json().stock_count).toBe(2)

    const removed = await app.inject({ method: 'DELETE', url, headers })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ job_info_id: job.id, stock_id: null, stock_count: 1 })
    const again = await app.inject({ method: 'DELETE', url, headers })
    expect(again.json()).toEqual({ job_info_id: job.id, stock_id: null, stock_count: 1 })
    const { body } = await get(app, `/api/v3/job_infos/${job.id}`)
    expect(body.stock_count).toBe(1)
  })

  it('is for candidates only and refuses jobs the public may not see', async () => {
    const { app, database } = await createTestApp()
    const job = await createJobInfo(database.db)
    const url = `/api/v3/job_infos/${job.id}/job_info_stocks`
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401)
    const recruiter = await signInRecruiter(database.db)
    expect((await app.inject({ method: 'POST', url, headers: recruiter.headers })).statusCode).toBe(
      403,
    )
    const { headers } = await signInCandidate(database.db)
    for (const hidden of await hiddenJobs(database)) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v3/job_infos/${hidden.id}/job_info_stocks`,
        headers,
      })
      expect(response.statusCode).toBe(404)
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/v3/job_infos/${hidden.id}/job_info_stocks`,
        headers,
      })
      expect(removal.statusCode).toBe(404)
    }
  })
})

describe('saved job search conditions', () => {
  const base = '/api/v3/candidate/job_search_conditions'

  it("saves, lists and deletes only the caller's own conditions", async () => {
    const { app, database } = await createTestApp()
    const alice = await signInCandidate(database.db)
    const bob = await signInCandidate(database.db)

    const saved = await app.inject({
      method: 'POST',
      url: base,
      headers: alice.headers,
      payload: {
        name: '東京の営業',
        conditions: { keyword: '営業', prefecture_ids: [13], salary_min: 800, sort: 'newest' },
      },
    })
    expect(saved.statusCode).toBe(201)
    expect(saved.json()).toEqual({
      id: expect.any(Number),
      name: '東京の営業',
      conditions: { keyword: '営業', prefecture_ids: [13], salary_min: 800, sort: 'newest' },
      created_at: expect.any(String),
    })
    const id = saved.json().id

    // A retried save answers the same condition instead of keeping a second copy.
    const retried = await app.inject({
      method: 'POST',
      url: base,
      headers: alice.headers,
      payload: {
        name: '東京の営業',
        conditions: { sort: 'newest', salary_min: 800, prefecture_ids: [13], keyword: '営業' },
      },
    })
    expect(retried.statusCode).toBe(200)
    expect(retried.json().id).toBe(id)

    expect((await get(app, base, alice.headers)).body.job_search_conditions).toHaveLength(1)
    expect((await get(app, base, bob.headers)).body.job_search_conditions).toEqual([])
    const foreign = await app.inject({
      method: 'DELETE',
      url: `${base}/${id}`,
      headers: bob.headers,
    })
    expect(foreign.statusCode).toBe(404)
    const own = await app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: alice.headers })
    expect(own.statusCode).toBe(204)
    expect((await get(app, base, alice.headers)).body.job_search_conditions).toEqual([])
  })

  it('requires a name and valid conditions, and limits how many are kept', async () => {
    const { app, database } = await createTestApp()
    const { user, headers } = await signInCandidate(database.db)
    const blank = await app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { name: '　', conditions: {} },
    })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().error.issues).toEqual([
      { path: ['body', 'name'], message: '入力してください', code: 'validation.required' },
    ])
    const badSort = await app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { name: 'x', conditions: { sort: 'cheapest', salary_min: -1 } },
    })
    expect(badSort.statusCode).toBe(422)
    expect(badSort.json().error.issues.map((issue: { path: string[] }) => issue.path)).toEqual(
      expect.arrayContaining([
        ['body', 'conditions', 'sort'],
        ['body', 'conditions', 'salary_min'],
      ]),
    )

    await database.db.insert(jobSearchConditions).values(
      Array.from({ length: JOB_SEARCH_CONDITIONS_MAX }, (_, i) => ({
        userId: user.id,
        name: `条件${i}`,
        conditions: {},
      })),
    )
    const over = await app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { name: 'もう一つ', conditions: {} },
    })
    expect(over.statusCode).toBe(422)
    expect(over.json().error).toMatchObject({
      code: 'validationFailed',
      message: expect.stringContaining(String(JOB_SEARCH_CONDITIONS_MAX)),
    })
  })

  it('is for candidates only', async () => {
    const { app, database } = await createTestApp()
    expect((await get(app, base)).status).toBe(401)
    const recruiter = await signInRecruiter(database.db, { roleType: 'Agent' })
    expect((await get(app, base, recruiter.headers)).status).toBe(403)
  })
})

describe('short lists, banners, tags and job types', () => {
  it('latest and special pickup list only public jobs', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const older = await createJobInfo(db, { publishedAt: daysFromNow(-2), recommendScore: 5 })
    const newer = await createJobInfo(db, { publishedAt: daysFromNow(-1), recommendScore: 1 })
    const rich = await createJobInfo(db, { isRichPage: true, recommendScore: 0 })
    await hiddenJobs(database, { isRichPage: true, recommendScore: 10 })

    const latest = await get(app, '/api/v3/latest_job_infos?limit=2')
    expect(ids(latest.body)).toEqual([rich.id, newer.id])
    const pickup = await get(app, '/api/v3/job_infos/special_pickup')
    expect(ids(pickup.body)).toEqual([rich.id, older.id, newer.id])
  })

  it("lists a column's related public jobs in the editor's order", async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const a = await createJobInfo(db)
    const b = await createJobInfo(db)
    const [closed] = await hiddenJobs(database)
    const column = await createColumn(db, { relatedJobInfoIds: [b.id, closed!.id, a.id] })
    const draft = await createColumn(db, { status: 'draft', relatedJobInfoIds: [a.id] })

    const related = await get(app, `/api/v3/column_related_job_infos?column_id=${column.id}`)
    expect(ids(related.body)).toEqual([b.id, a.id])
    expect((await get(app, `/api/v3/column_related_job_infos?column_id=${draft.id}`)).status).toBe(
      404,
    )
    expect((await get(app, '/api/v3/column_related_job_infos')).status).toBe(422)
  })

  it('shows banners whose trigger words match a keyword, 10 a page, never for hidden jobs', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    const banners = []
    for (let i = 0; i < BANNER_JOB_INFOS_PER_PAGE + 1; i += 1) {
      banners.push(await createBannerJobInfo(db, { triggerWords: ['マーケティング', 'CMO'] }))
    }
    const [closed] = await hiddenJobs(database)
    await createBannerJobInfo(db, { jobInfoId: closed!.id, triggerWords: ['マーケティング'] })
    await createBannerJobInfo(db, { triggerWords: ['経理'] })

    const first = await get(
      app,
      `/api/v3/banner_job_infos?keyword=${encodeURIComponent('まーけてぃんぐ 東京')}`,
    )
    expect(first.status).toBe(200)
    expect(first.body.banner_job_infos).toHaveLength(BANNER_JOB_INFOS_PER_PAGE)
    expect(first.body.banner_job_infos[0]).toMatchObject({
      id: banners[0]!.id,
      transaction_id: banners[0]!.transactionId,
      trigger_words: ['まけてぃんぐ', 'cmo'],
      job_info: { id: banners[0]!.jobInfoId },
    })
    expect(first.body.pagination).toMatchObject({ total_count: 11, total_pages: 2 })
    const second = await get(
      app,
      `/api/v3/banner_job_infos?keyword=${encodeURIComponent('ｃｍｏ')}&page=2`,
    )
    expect(second.body.banner_job_infos.map((b: { id: number }) => b.id)).toEqual([banners[10]!.id])
    const none = await get(app, '/api/v3/banner_job_infos')
    expect(none.body).toEqual({
      banner_job_infos: [],
      pagination: {
        current_page: 1,
        next_page: null,
        prev_page: null,
        total_pages: 1,
        total_count: 0,
      },
    })
  })

  it('counts public jobs per tag and per job type, parents including children once', async () => {
    const { app, database } = await createTestApp()
    const { db } = database
    await createJobInfo(db, { jobTypeCodes: ['IR', 'ACCOUNTING'], tagCodes: ['junior'] })
    await createJobInfo(db, { jobTypeCodes: ['CORPORATE'], tagCodes: ['junior', 'seminar'] })
    await createJobInfo(db, { jobTypeCodes: ['SOFTWARE_ENGINEER'] })
    await hiddenJobs(database, { jobTypeCodes: ['IR', 'SOFTWARE_ENGINEER'], tagCodes: ['junior'] })

    const tagStats = await get(app, '/api/v3/job_info_tags/stats')
    const byTag = Object.fromEntries(
      tagStats.body.job_info_tag_stats.map(
        (s: { job_info_tag_id: number; job_info_count: number }) => [
          s.job_info_tag_id,
          s.job_info_count,
        ],
      ),
    )
    expect(byTag).toMatchObject({ 1: 0, 2: 2, 7: 1 })
    expect(tagStats.body.job_info_tag_stats).toHaveLength(7)

    const typeStats = await get(app, '/api/v3/job_types/stats')
    const byType = Object.fromEntries(
      typeStats.body.job_type_stats.map((s: { job_type_id: number; job_info_count: number }) => [
        s.job_type_id,
        s.job_info_count,
      ]),
    )
    expect(byType).toMatchObject({ 6: 2, 603: 1, 601: 1, 3: 1, 301: 1, 1: 0 })

    const tree = await get(app, '/api/v3/job_types')
    const corporate = tree.body.job_types.find((t: { code: string }) => t.code === 'CORPORATE')
    expect(corporate.children.map((c: { code: string }) => c.code)).toContain('IR')
    expect(
      tree.body.job_types.every((t: { parent_id: number | null }) => t.parent_id === null),
    ).toBe(true)
    const tags = await get(app, '/api/v3/job_info_tags')
    expect(tags.body.job_info_tags.map((t: { code: string }) => t.code)).toEqual([
      'inexperienced_possible',
      'junior',
      'more_than_10_million_yen',
      'second_new_graduate',
      'urgent_recruitment',
      'work_abroad',
      'seminar',
    ])
  })
})
