import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  companies,
  type Database,
  dayFromToday,
  industries,
  jobInfoJobInfoTags,
  jobInfoJobTypes,
  jobInfos,
  jobInfoTags,
  jobSearchDocument,
  jobTypes,
  normaliseSearchText,
  prefectures,
} from '../src/index.ts'
import { SCALE_COMPANY_COUNT, scaleCompany, scaleJob, seedScale } from '../src/seed/scale.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe('scale seed', () => {
  it('generates distinct companies and the same job for the same index', () => {
    const names = Array.from({ length: SCALE_COMPANY_COUNT }, (_, k) => scaleCompany(k).name)
    expect(new Set(names).size).toBe(SCALE_COMPANY_COUNT)
    const { random: _a, ...one } = scaleJob(1234)
    const { random: _b, ...same } = scaleJob(1234)
    expect(one).toEqual(same)
    expect(
      scaleJob(1234).job.title === scaleJob(1235).job.title &&
        scaleJob(1234).job.jobDescription === scaleJob(1235).job.jobDescription,
    ).toBe(false)
  })

  it('inserts open, public jobs in batches and tops up on a second run', async () => {
    const progress: number[] = []
    const first = await seedScale(database, {
      jobs: 250,
      batchSize: 100,
      onProgress: (p) => progress.push(p.done),
    })
    expect(first).toMatchObject({ before: 0, inserted: 250, total: 250 })
    expect(progress).toEqual([100, 200, 250])
    expect(await database.db.$count(jobInfos)).toBe(250)
    expect(await database.db.$count(companies)).toBe(SCALE_COMPANY_COUNT)

    const again = await seedScale(database, { jobs: 250 })
    expect(again).toMatchObject({ before: 250, inserted: 0 })
    const more = await seedScale(database, { jobs: 300, batchSize: 1000 })
    expect(more).toMatchObject({ before: 250, inserted: 50, total: 300 })
    expect(await database.db.$count(jobInfos)).toBe(300)
    expect(await database.db.$count(companies)).toBe(SCALE_COMPANY_COUNT)

    const notPublic = await database.db.$count(
      jobInfos,
      sql`not (${jobInfos.status} = 'open' and ${jobInfos.publishedAt} <= now()
        and ${jobInfos.recruitmentStartOn} <= ${dayFromToday(0)}
        and ${jobInfos.recruitmentEndOn} >= ${dayFromToday(60)})`,
    )
    expect(notPublic).toBe(0)
    const typed = await database.executeSql(
      'select count(distinct job_info_id)::int as n from job_info_job_types',
    )
    expect(typed.rows[0].n).toBe(300)
    expect(await database.db.$count(jobInfoJobInfoTags)).toBeGreaterThan(50)
  })

  it('stores every column and search document as the demo seed would', async () => {
    const rows = await database.db
      .select({ job: jobInfos, company: companies })
      .from(jobInfos)
      .innerJoin(companies, eq(companies.id, jobInfos.companyId))
      .orderBy(jobInfos.id)
      .limit(40)
    const industryNames = new Map(
      (await database.db.select().from(industries)).map((r) => [r.id, r.name]),
    )
    const prefectureNames = new Map(
      (await database.db.select().from(prefectures)).map((r) => [r.id, r.name]),
    )
    for (const { job, company } of rows) {
      const types = await database.db
        .select({ name: jobTypes.name })
        .from(jobInfoJobTypes)
        .innerJoin(jobTypes, eq(jobTypes.id, jobInfoJobTypes.jobTypeId))
        .where(eq(jobInfoJobTypes.jobInfoId, job.id))
      const tagNames = await database.db
        .select({ name: jobInfoTags.name })
        .from(jobInfoJobInfoTags)
        .innerJoin(jobInfoTags, eq(jobInfoTags.id, jobInfoJobInfoTags.jobInfoTagId))
        .where(eq(jobInfoJobInfoTags.jobInfoId, job.id))
      const expected = jobSearchDocument(
        {
          ...job,
          companyName: company.name,
          companyNameEn: company.nameEn,
          industryName: industryNames.get(job.industryId!),
          prefectureName: prefectureNames.get(job.prefectureId!),
          // The document lists names in the job's own order; compare as sets below.
          jobTypeNames: types.map((t) => t.name),
          tagNames: tagNames.map((t) => t.name),
        },
        { hideCompany: job.hideCompany },
      )
      expect(new Set(job.searchGrams)).toEqual(new Set(expected.searchGrams))
      expect(job.searchText.length).toBe(expected.searchText.length)
      for (const field of [job.position, job.division, job.jobDescription, job.attraction]) {
        expect(field).toBeTruthy()
      }
      expect(job.displayCompanyName).toBe(job.hideCompany ? null : company.name)
      if (job.hideCompany) {
        expect(job.searchText).not.toContain(normaliseSearchText(company.name))
      }
    }
    // Text of realistic length, with theme words for selective searches.
    const { rows: lengths } = await database.executeSql(
      'select avg(length(job_description))::int as avg from job_infos',
    )
    expect(lengths[0].avg).toBeGreaterThan(150)
  })
})
