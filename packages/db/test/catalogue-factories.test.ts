import { HIDDEN_COMPANY_NAME } from '@kakehashi/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  columnRelatedJobInfos,
  columnTags,
  createAgent,
  createAgentEvaluation,
  createBannerJobInfo,
  createColumn,
  createCompany,
  createEvent,
  createJobInfo,
  createSpecialEvent,
  createSpecialEventGroup,
  createTag,
  createTagCategory,
  type Database,
  dayFromToday,
  escapeLike,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfos,
  keywordTerms,
  normaliseSearchText,
  organisations,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database

beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  await database.close()
})

/** Ids of jobs whose search columns match every keyword, the way the job search matches them. */
async function searchJobIds(query: string): Promise<number[]> {
  const conditions = keywordTerms(query).map(({ alternatives: [m] }) => {
    if (!m) throw new Error('a keyword has its typed form')
    const text = m.word
      ? sql`${jobInfos.searchText} ~ ${`(^|[^a-z0-9])${m.word}([^a-z0-9]|$)`}`
      : sql`${jobInfos.searchText} like ${`%${escapeLike(m.substring ?? '')}%`}`
    return sql`(${jobInfos.searchGrams} @> ${sql.param(m.grams)}::text[] and ${text})`
  })
  const rows = await database.db
    .select({ id: jobInfos.id })
    .from(jobInfos)
    .where(sql.join(conditions, sql` and `))
    .orderBy(jobInfos.id)
  return rows.map((r) => r.id)
}

describe('catalogue factories', () => {
  it('make a public job of a new company by default, found by its real names', async () => {
    const job = await createJobInfo(database.db, {
      title: 'ＳＡＰ導入コンサルタント',
      jobTypeCodes: ['ERP_CONSULTANT', 'IT_CONSULTANT'],
      tagCodes: ['urgent_recruitment'],
      prefectureId: 27,
    })
    expect(job.status).toBe('open')
    expect(job.employmentType).toBe('full_time')
    expect(job.publishedAt!.getTime()).toBeLessThan(Date.now())
    expect(job.recruitmentStartOn! <= dayFromToday(0)).toBe(true)
    expect(job.recruitmentEndOn! >= dayFromToday(0)).toBe(true)
    expect(job.publisherType).toBe('Company')
    expect(job.companyId).not.toBeNull()
    expect(job.displayCompanyName).toBe(job.companyText)

    const [organisation] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, job.organisationId))
    expect(organisation?.kind).toBe('company')
    expect(organisation?.name).toBe(job.companyText)

    const types = await database.db
      .select()
      .from(jobInfoJobTypes)
      .where(eq(jobInfoJobTypes.jobInfoId, job.id))
    expect(types).toHaveLength(2)
    const jobTags = await database.db
      .select()
      .from(jobInfoJobInfoTags)
      .where(eq(jobInfoJobInfoTags.jobInfoId, job.id))
    expect(jobTags).toHaveLength(1)

    // Width-folded title, prefecture, job type and tag names are all in the document.
    expect(job.searchText).toContain(normaliseSearchText('SAP導入'))
    expect(job.searchText).toContain('大阪府')
    expect(job.searchText).toContain('急募')
    expect(job.searchGrams).toContain('w:sap')
    const other = await createJobInfo(database.db, { title: '経理マネージャー' })
    expect(await searchJobIds('SAP')).toEqual([job.id])
    expect(await searchJobIds('ｓａｐ 大阪')).toEqual([job.id])
    expect(await searchJobIds('ERP')).toEqual([job.id])
    expect(await searchJobIds('経理')).toEqual([other.id])
    expect(await searchJobIds(job.companyText!)).toEqual([job.id])
  })

  it('keep a hidden company out of the display name and the search document', async () => {
    const company = await createCompany(database.db, { name: '秘密キャピタル株式会社' })
    const job = await createJobInfo(database.db, { companyId: company.id, hideCompany: true })
    expect(job.hideCompany).toBe(true)
    expect(job.displayCompanyName).toBeNull()
    expect(job.organisationId).toBe(company.organisationId)
    expect(job.searchText).not.toContain('秘密')
    expect(await searchJobIds('秘密キャピタル')).toEqual([])
    // The fallback shown for such a job comes from the contracts.
    expect(job.displayCompanyName ?? HIDDEN_COMPANY_NAME).toBe('社名非公開')
  })

  it('let an agent publish a job, and set any status and period', async () => {
    const agent = await createAgent(database.db)
    const company = await createCompany(database.db, { organisationId: null })
    expect(company.organisationId).toBeNull()
    const job = await createJobInfo(database.db, {
      agentId: agent.id,
      companyId: company.id,
      status: 'closed',
      recruitmentStartOn: dayFromToday(-90),
      recruitmentEndOn: dayFromToday(-1),
      salaryMin: 1200,
      salaryMax: 1800,
      salaryDisplayOption: 'negotiable',
    })
    expect(job).toMatchObject({
      publisherType: 'Agent',
      organisationId: agent.organisationId,
      agentId: agent.id,
      companyId: company.id,
      status: 'closed',
      salaryMin: 1200,
      salaryDisplayOption: 'negotiable',
    })
    expect(agent.searchText).toContain(normaliseSearchText(agent.name))
    await expect(createJobInfo(database.db, { jobTypeCodes: ['NO_SUCH_CODE'] })).rejects.toThrow(
      /Unknown job type code/,
    )
  })

  it('make agent evaluations with every rating from 1 to 5', async () => {
    const agent = await createAgent(database.db)
    const ratings = new Set<number>()
    for (let i = 0; i < 5; i += 1) {
      ratings.add((await createAgentEvaluation(database.db, { agentId: agent.id })).rating)
    }
    expect([...ratings].sort()).toEqual([1, 2, 3, 4, 5])
    const own = await createAgentEvaluation(database.db)
    expect(own.agentId).not.toBe(agent.id)
  })

  it('make columns with tags and related jobs, searchable by body text but not markup', async () => {
    const category = await createTagCategory(database.db, {
      name: '業界研究',
      nameEn: 'Industries',
    })
    const tag = await createTag(database.db, {
      tagCategoryId: category.id,
      name: '投資銀行',
      nameEn: 'Investment banking',
    })
    const [first, second] = [await createJobInfo(database.db), await createJobInfo(database.db)]
    const column = await createColumn(database.db, {
      body: '<h2>ケース面接</h2><p>フェルミ推定の&amp;練習</p><ul><li>構造化</li></ul>',
      tagIds: [tag.id],
      relatedJobInfoIds: [second!.id, first!.id],
    })
    expect(column.status).toBe('published')
    expect(column.searchText).toContain(normaliseSearchText('ケース面接'))
    expect(column.searchText).toContain(normaliseSearchText('フェルミ推定の&練習'))
    expect(column.searchText).toContain('投資銀行')
    expect(column.searchText).not.toMatch(/<|h2|li>/)
    const tagRows = await database.db
      .select()
      .from(columnTags)
      .where(eq(columnTags.columnId, column.id))
    expect(tagRows.map((t) => t.tagId)).toEqual([tag.id])
    const related = await database.db
      .select()
      .from(columnRelatedJobInfos)
      .where(eq(columnRelatedJobInfos.columnId, column.id))
      .orderBy(columnRelatedJobInfos.position)
    expect(related.map((r) => r.jobInfoId)).toEqual([second!.id, first!.id])
  })

  it('normalise banner trigger words like search text', async () => {
    const banner = await createBannerJobInfo(database.db, {
      triggerWords: ['ＩＲ', 'コンサル', '営業', 'コンサル'],
    })
    expect(banner.triggerWords).toEqual(['ir', 'こんさる', '営業'])
    const [job] = await database.db.select().from(jobInfos).where(eq(jobInfos.id, banner.jobInfoId))
    expect(job?.status).toBe('open')
  })

  it('make open, upcoming events and special events', async () => {
    const event = await createEvent(database.db, { feeYen: 3000 })
    expect(event.status).toBe('open')
    expect(event.eventStartsAt.getTime()).toBeGreaterThan(Date.now())
    expect(event.entryStartsAt!.getTime()).toBeLessThan(Date.now())
    expect(event.entryEndsAt!.getTime()).toBeGreaterThan(Date.now())
    expect(event.feeYen).toBe(3000)

    const group = await createSpecialEventGroup(database.db, { name: 'autumn-career-fair-2026' })
    expect(group.name).toBe('autumn-career-fair-2026')
    const session = await createSpecialEvent(database.db, { specialEventGroupId: group.id })
    expect(session.specialEventGroupId).toBe(group.id)
    expect(session.companyId).not.toBeNull()
    expect(session.status).toBe('open')
    const other = await createSpecialEvent(database.db, { companyId: null })
    expect(other.specialEventGroupId).not.toBe(group.id)
    expect(other.companyId).toBeNull()
  })
})
