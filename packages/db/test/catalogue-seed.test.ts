import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  agentEvaluations,
  agents,
  bannerJobInfos,
  columnRelatedJobInfos,
  columns,
  columnTags,
  companies,
  comparableWords,
  type Database,
  DEMO_LOGINS,
  dayFromToday,
  escapeLike,
  events,
  jobInfoDailyViews,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfoStocks,
  jobInfos,
  keywordTerms,
  normaliseSearchText,
  organisations,
  prefectures,
  seed,
  selfApplies,
  specialEventGroups,
  specialEvents,
  tagCategories,
  tags,
  users,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database
let firstRunMs = 0

beforeAll(async () => {
  database = await createTestDatabase()
  const started = performance.now()
  await seed(database)
  firstRunMs = performance.now() - started
})
afterAll(async () => {
  await database.close()
})

const CATALOGUE_TABLES = [
  'companies',
  'agents',
  'agent_evaluations',
  'agent_industries',
  'agent_job_types',
  'job_infos',
  'job_info_job_types',
  'job_info_job_info_tags',
  'job_info_daily_views',
  'job_info_stocks',
  'self_applies',
  'company_follows',
  'tag_categories',
  'tags',
  'columns',
  'column_tags',
  'column_related_job_infos',
  'events',
  'event_entries',
  'special_event_groups',
  'special_events',
  'special_event_entries',
  'banner_job_infos',
  'organisations',
]

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of CATALOGUE_TABLES) {
    const { rows } = await database.executeSql(`select count(*)::int as n from ${table}`)
    counts[table] = rows[0].n
  }
  return counts
}

/** Public now: the rule of apps/api public-job.ts, restated so a leak in the data shows here. */
const isPublic = sql`(${jobInfos.status} = 'open' and ${jobInfos.publishedAt} is not null
  and (${jobInfos.recruitmentStartOn} is null or ${jobInfos.recruitmentStartOn} <= (now() at time zone 'Asia/Tokyo')::date)
  and (${jobInfos.recruitmentEndOn} is null or ${jobInfos.recruitmentEndOn} >= (now() at time zone 'Asia/Tokyo')::date))`

async function searchCount(query: string): Promise<number> {
  const conditions = keywordTerms(query).map(({ alternatives: [m] }) => {
    if (!m) throw new Error('a keyword has its typed form')
    const text = m.word
      ? sql`${jobInfos.searchText} ~ ${`(^|[^a-z0-9])${m.word}([^a-z0-9]|$)`}`
      : sql`${jobInfos.searchText} like ${`%${escapeLike(m.substring ?? '')}%`}`
    return sql`(${jobInfos.searchGrams} @> ${sql.param(m.grams)}::text[] and ${text})`
  })
  return database.db.$count(jobInfos, and(isPublic, ...conditions))
}

describe('demo catalogue seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const before = await tableCounts()
    const started = performance.now()
    const again = await seed(database)
    const secondMs = performance.now() - started
    expect(again).toEqual({ insertedOrganisations: 0, insertedUsers: 0 })
    expect(await tableCounts()).toEqual(before)
    console.info(
      `demo seed with catalogue: first run ${firstRunMs.toFixed(0)} ms, second ${secondMs.toFixed(0)} ms`,
    )
  })

  it('has the volumes of the issue', async () => {
    expect(await database.db.$count(jobInfos)).toBeGreaterThanOrEqual(300)
    expect(await database.db.$count(jobInfos, isPublic)).toBeGreaterThanOrEqual(290)
    expect(await database.db.$count(companies)).toBeGreaterThanOrEqual(60)
    expect(await database.db.$count(agents)).toBeGreaterThanOrEqual(20)
    expect(
      await database.db.$count(columns, eq(columns.status, 'published')),
    ).toBeGreaterThanOrEqual(80)
    expect(await database.db.$count(events)).toBeGreaterThanOrEqual(15)
    expect(await database.db.$count(specialEventGroups)).toBe(2)
    expect(await database.db.$count(tagCategories)).toBeGreaterThanOrEqual(3)
    expect(await database.db.$count(tags)).toBeGreaterThanOrEqual(15)
    expect(await database.db.$count(bannerJobInfos)).toBeGreaterThanOrEqual(8)
  })

  it('links the demo organisations to company and agent profiles', async () => {
    const rows = await database.db
      .select({
        name: organisations.name,
        kind: organisations.kind,
        company: companies.id,
        agent: agents.id,
      })
      .from(organisations)
      .leftJoin(companies, eq(companies.organisationId, organisations.id))
      .leftJoin(agents, eq(agents.organisationId, organisations.id))
    const byName = new Map(rows.map((r) => [r.name, r]))
    for (const name of [
      '株式会社みらいキャピタル',
      '株式会社さくらテクノロジーズ',
      'あおぞら製薬株式会社',
    ]) {
      expect(byName.get(name)?.company, name).not.toBeNull()
    }
    for (const name of ['株式会社ブリッジキャリア', '株式会社ネクストリンク']) {
      expect(byName.get(name)?.agent, name).not.toBeNull()
    }
    // Every publisher has an organisation; each company organisation has its profile.
    for (const r of rows) {
      if (r.kind === 'company') expect(r.company, r.name).not.toBeNull()
      if (r.kind === 'agent') expect(r.agent, r.name).not.toBeNull()
    }
    const mirai = byName.get('株式会社みらいキャピタル')!
    expect(
      await database.db.$count(jobInfos, and(eq(jobInfos.companyId, mirai.company!), isPublic)),
    ).toBeGreaterThanOrEqual(5)
  })

  it('has many foreign-affiliated companies across the audience industries', async () => {
    const rows = await database.db.select().from(companies)
    expect(rows.filter((c) => c.isForeignAffiliated).length).toBeGreaterThanOrEqual(20)
    expect(new Set(rows.map((c) => c.industryId)).size).toBeGreaterThanOrEqual(15)
    expect(rows.filter((c) => c.organisationId === null).length).toBeGreaterThanOrEqual(5)
    for (const c of rows) {
      expect(c.description.length).toBeGreaterThan(30)
      expect(c.searchText).toContain(normaliseSearchText(c.name))
    }
    expect(rows.filter((c) => c.descriptionEn).length).toBeGreaterThan(rows.length / 2)
  })

  it('gives every agent several varied evaluations', async () => {
    const rows = await database.db
      .select({ agentId: agentEvaluations.agentId, rating: agentEvaluations.rating })
      .from(agentEvaluations)
    const perAgent = new Map<number, number[]>()
    for (const r of rows) perAgent.set(r.agentId, [...(perAgent.get(r.agentId) ?? []), r.rating])
    expect(perAgent.size).toBe(await database.db.$count(agents))
    for (const ratings of perAgent.values()) expect(ratings.length).toBeGreaterThanOrEqual(3)
    expect(new Set(rows.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]))
    const averages = [...perAgent.values()].map((r) => r.reduce((a, b) => a + b, 0) / r.length)
    expect(Math.max(...averages) - Math.min(...averages)).toBeGreaterThan(1)
  })

  it('fills every job field sensibly', async () => {
    const rows = await database.db.select().from(jobInfos)
    for (const j of rows) {
      for (const field of [
        j.title,
        j.position,
        j.division,
        j.workPlaceDescription,
        j.salarySupplement,
        j.jobDescription,
        j.attraction,
        j.requirement,
        j.welcomeSkill,
        j.employmentSelection,
        j.recruitmentStartOn,
      ]) {
        expect(field, `job ${j.id}`).toBeTruthy()
      }
      expect(j.industryId).not.toBeNull()
      expect(j.prefectureId).not.toBeNull()
      expect(j.salaryMin).toBeGreaterThanOrEqual(300)
      if (j.salaryMax !== null) expect(j.salaryMax).toBeGreaterThan(j.salaryMin!)
      expect(j.jobDescription).toMatch(/【具体的な業務内容】\n・/)
      expect(j.searchText.length).toBeGreaterThan(100)
      expect(j.searchGrams.length).toBeGreaterThan(50)
    }
    const titles = rows.map((r) => r.title)
    expect(new Set(titles).size).toBeGreaterThan(100)
    for (const expected of [
      '法人営業マネージャー',
      'データサイエンティスト',
      'IR担当',
      'CFO候補',
    ]) {
      expect(
        titles.some((t) => t.includes(expected)),
        expected,
      ).toBe(true)
    }
    expect(titles.some((t) => /[Ａ-Ｚ]/.test(t))).toBe(true)
    expect(rows.filter((r) => r.titleEn).length).toBeGreaterThan(rows.length * 0.3)
    expect(new Set(rows.map((r) => r.salaryDisplayOption))).toEqual(
      new Set(['annual_income_or_more', 'negotiable']),
    )
    expect(new Set(rows.map((r) => r.employmentType))).toEqual(new Set(['full_time', 'contract']))
    expect(rows.some((r) => r.prefectureId === 48)).toBe(true)
    expect(new Set(rows.map((r) => r.prefectureId)).size).toBeGreaterThanOrEqual(8)
    expect(rows.some((r) => r.publisherType === 'Agent' && r.agentId !== null)).toBe(true)
    expect(rows.some((r) => r.isRichPage)).toBe(true)
  })

  it('hides the company of some jobs, from the display name and from search', async () => {
    const hidden = await database.db.select().from(jobInfos).where(eq(jobInfos.hideCompany, true))
    expect(hidden.length).toBeGreaterThanOrEqual(5)
    for (const j of hidden) {
      expect(j.displayCompanyName).toBeNull()
      expect(j.searchText).not.toContain(normaliseSearchText(j.companyText!))
    }
    // Some postings name no company at all, so the 社名非公開 fallback applies to them too.
    expect(
      await database.db.$count(
        jobInfos,
        sql`${jobInfos.companyId} is null and ${jobInfos.companyText} is null`,
      ),
    ).toBeGreaterThan(0)
  })

  it('keeps about a tenth of the jobs non-public, of every kind', async () => {
    const total = await database.db.$count(jobInfos)
    const nonPublic = await database.db.$count(jobInfos, sql`not ${isPublic}`)
    expect(nonPublic / total).toBeGreaterThan(0.08)
    expect(nonPublic / total).toBeLessThan(0.15)
    for (const status of ['draft', 'open_for_scout', 'closed'] as const) {
      expect(
        await database.db.$count(jobInfos, eq(jobInfos.status, status)),
        status,
      ).toBeGreaterThan(3)
    }
    const expired = await database.db.$count(
      jobInfos,
      and(eq(jobInfos.status, 'open'), sql`${jobInfos.recruitmentEndOn} < ${dayFromToday(0)}`),
    )
    expect(expired).toBeGreaterThan(3)
    expect(
      await database.db.$count(
        jobInfos,
        and(eq(jobInfos.status, 'draft'), sql`${jobInfos.publishedAt} is not null`),
      ),
    ).toBe(0)
    // Public jobs were published over the last 60 days, some within the "new" window.
    const { rows } = await database.executeSql(
      `select min(published_at) as oldest, count(*) filter (where published_at > now() - interval '7 days')::int as recent
         from job_infos where status = 'open' and recruitment_end_on >= current_date`,
    )
    expect(new Date(rows[0].oldest).getTime()).toBeGreaterThan(Date.now() - 61 * 86_400_000)
    expect(rows[0].recent).toBeGreaterThan(10)
  })

  it('classifies jobs with one or two job types and up to three tags', async () => {
    const types = await database.executeSql(
      'select count(*)::int as n from job_info_job_types group by job_info_id',
    )
    expect(types.rows.length).toBe(await database.db.$count(jobInfos))
    for (const r of types.rows) expect([1, 2]).toContain(r.n)
    const tagCounts = await database.executeSql(
      'select count(*)::int as n from job_info_job_info_tags group by job_info_id',
    )
    for (const r of tagCounts.rows) expect(r.n).toBeLessThanOrEqual(3)
    expect(await database.db.$count(jobInfoJobInfoTags)).toBeGreaterThan(100)
    const { rows } = await database.executeSql(
      `select t.code from job_info_job_types jt join job_types t on t.id = jt.job_type_id group by t.code`,
    )
    const codes = rows.map((r) => r.code)
    for (const code of ['IR', 'CFO', 'CIO', 'CMO', 'CHRO', 'DATA_SCIENTIST'])
      expect(codes).toContain(code)
    expect(await database.db.$count(jobInfoJobTypes)).toBeGreaterThan(300)
  })

  it('finds jobs the way a visitor searches', async () => {
    const eigyo = await searchCount('営業')
    expect(eigyo).toBeGreaterThan(5)
    expect(eigyo).toBeLessThan(200)
    expect(await searchCount('ＩＲ')).toBe(await searchCount('ir'))
    expect(await searchCount('IR')).toBeGreaterThan(3)
    expect(await searchCount('SAP')).toBeGreaterThan(1)
    expect(await searchCount('でーたさいえんてぃすと')).toBe(
      await searchCount('データサイエンティスト'),
    )
    expect(await searchCount('コンプライアンス')).toBeGreaterThan(0)
    expect(await searchCount('経理 東京都')).toBeGreaterThan(0)
    expect(await searchCount('経理 東京都')).toBeLessThan(await searchCount('経理'))
  })

  it('has columns with bodies, tags, authors, picks and related jobs', async () => {
    const rows = await database.db.select().from(columns)
    for (const c of rows) {
      expect(c.body).toMatch(/<h2>.+<\/h2>/)
      expect(c.body).toMatch(/<p>.+<\/p>/)
      expect(c.body).toMatch(/<ul><li>/)
      expect(c.searchText).toContain(normaliseSearchText(c.title))
      expect(c.searchText).not.toMatch(/<\/?(p|h2|ul|li)>/)
    }
    expect(rows.some((c) => c.status === 'draft')).toBe(true)
    expect(rows.filter((c) => c.agentId !== null).length).toBeGreaterThan(10)
    expect(rows.filter((c) => c.titleEn).length).toBeGreaterThan(rows.length * 0.3)
    const pickups = rows.filter((c) => c.isPickup)
    expect(pickups.length).toBeGreaterThanOrEqual(4)
    expect(new Set(pickups.map((c) => c.pickupPosition)).size).toBe(pickups.length)
    for (const c of pickups) expect(c.status).toBe('published')
    expect(rows.filter((c) => c.isSelected).length).toBeGreaterThanOrEqual(6)
    expect(await database.db.$count(columnTags)).toBeGreaterThanOrEqual(rows.length)
    const related = await database.db.select().from(columnRelatedJobInfos)
    expect(new Set(related.map((r) => r.columnId)).size).toBeGreaterThan(40)
    // Some related jobs are no longer public, so pages can prove they leave them out.
    const { rows: stale } = await database.executeSql(
      `select count(*)::int as n from column_related_job_infos r join job_infos j on j.id = r.job_info_id
        where j.status <> 'open' or j.recruitment_end_on < current_date or j.published_at is null`,
    )
    expect(stale[0].n).toBeGreaterThan(0)
  })

  it('has events past and future, paid and free, job events and one draft', async () => {
    const rows = await database.db.select().from(events)
    const now = Date.now()
    expect(rows.filter((e) => e.status === 'draft')).toHaveLength(1)
    expect(rows.filter((e) => e.status === 'open').length).toBeGreaterThan(rows.length * 0.8)
    expect(rows.some((e) => e.eventStartsAt.getTime() < now)).toBe(true)
    expect(rows.filter((e) => e.eventStartsAt.getTime() > now).length).toBeGreaterThan(8)
    expect(rows.some((e) => e.feeYen > 0)).toBe(true)
    expect(rows.some((e) => e.feeYen === 0)).toBe(true)
    expect(rows.filter((e) => e.jobInfoId !== null).length).toBeGreaterThanOrEqual(4)
    expect(rows.some((e) => e.isPickup)).toBe(true)
    expect(rows.some((e) => e.isOnline)).toBe(true)
  })

  it('has special-event groups with URL names and several sessions each', async () => {
    const groups = await database.db.select().from(specialEventGroups)
    expect(groups.map((g) => g.name)).toContain('autumn-career-fair-2026')
    for (const g of groups) {
      expect(g.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(g.status).toBe('open')
      expect(g.endsOn.getTime()).toBeGreaterThan(Date.now())
      const sessions = await database.db
        .select()
        .from(specialEvents)
        .where(eq(specialEvents.specialEventGroupId, g.id))
      expect(sessions.length).toBeGreaterThanOrEqual(4)
      for (const s of sessions) expect(s.companyId).not.toBeNull()
    }
    // One fair is running now, the other is coming.
    expect(groups.some((g) => g.startsOn.getTime() < Date.now())).toBe(true)
    expect(groups.some((g) => g.startsOn.getTime() > Date.now())).toBe(true)
  })

  it('has banners with normalised trigger words on public jobs', async () => {
    const rows = await database.db
      .select({ words: bannerJobInfos.triggerWords, jobId: bannerJobInfos.jobInfoId })
      .from(bannerJobInfos)
    const words = rows.flatMap((r) => r.words)
    for (const word of ['営業', 'コンサル', 'IR']) expect(words).toContain(comparableWords(word)[0])
    for (const w of words) expect([w]).toEqual(comparableWords(w))
    for (const r of rows) {
      expect(await database.db.$count(jobInfos, and(eq(jobInfos.id, r.jobId), isPublic))).toBe(1)
    }
  })

  it('has ranking signals: 14 days of views, stocks and applications by candidates', async () => {
    const { rows } = await database.executeSql(
      `select count(distinct day)::int as days, min(day)::text as first, max(day)::text as last
         from job_info_daily_views`,
    )
    expect(rows[0].days).toBe(14)
    expect(rows[0].last).toBe(dayFromToday(0))
    expect(rows[0].first).toBe(dayFromToday(-13))
    expect(await database.db.$count(jobInfoDailyViews)).toBeGreaterThan(2000)
    expect(await database.db.$count(jobInfoStocks)).toBeGreaterThan(30)
    expect(await database.db.$count(selfApplies)).toBeGreaterThan(5)
    const mismatched = await database.executeSql(
      `select count(*)::int as n from job_infos j
        where j.stock_count <> (select count(*) from job_info_stocks s where s.job_info_id = j.id)`,
    )
    expect(mismatched.rows[0].n).toBe(0)
    expect(
      await database.db.$count(jobInfos, sql`${jobInfos.popularityScore} > 0`),
    ).toBeGreaterThan(250)
    expect(await database.db.$count(jobInfos, sql`${jobInfos.recommendScore} > 0`)).toBeGreaterThan(
      250,
    )
    // The demo login starts clean: what a visitor stocks is their own.
    const candidate = DEMO_LOGINS.find((l) => l.role === 'Candidate')!
    const [user] = await database.db.select().from(users).where(eq(users.email, candidate.email))
    expect(await database.db.$count(jobInfoStocks, eq(jobInfoStocks.userId, user!.id))).toBe(0)
  })

  it('has prefectures from the reference data on every job', async () => {
    const { rows } = await database.executeSql(
      'select count(*)::int as n from job_infos j left join prefectures p on p.id = j.prefecture_id where p.id is null',
    )
    expect(rows[0].n).toBe(0)
    expect(await database.db.$count(prefectures)).toBe(48)
  })

  it('is deterministic: another database gets the same catalogue', async () => {
    const other = await createTestDatabase()
    try {
      await seed(other)
      const pick = (db: Database) =>
        db.db
          .select({
            title: jobInfos.title,
            salaryMin: jobInfos.salaryMin,
            status: jobInfos.status,
            searchText: jobInfos.searchText,
          })
          .from(jobInfos)
          .orderBy(jobInfos.id)
      expect(await pick(other)).toEqual(await pick(database))
    } finally {
      await other.close()
    }
  })
})
