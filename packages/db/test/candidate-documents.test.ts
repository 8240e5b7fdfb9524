import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  candidateCareers,
  candidateCompanyBlocks,
  candidateProfiles,
  candidateSearchDocuments,
  createCompany,
  createUser,
  type Database,
  fillMissingCandidateSearchDocuments,
  normaliseSearchText,
  refreshCandidateSearchDocuments,
  searchTermBucketOf,
  users,
} from '../src/index.ts'
import { createTestDatabase } from '../src/testing/index.ts'

let database: Database
beforeEach(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  await database.close()
})

async function candidateWithCareer(registrationStep = 1) {
  const { db } = database
  const user = await createUser(db, { roleType: 'Candidate' })
  await db.insert(candidateProfiles).values({
    userId: user.id,
    selfPr: 'ＩＦＲＳ移行を主導しました',
    registrationStep,
    toeicScore: 800,
  })
  await db.insert(candidateCareers).values({
    userId: user.id,
    companyName: 'みらい商事',
    position: '経理マネージャー',
    startedOn: '2015-04-01',
    description: '連結決算を担当',
  })
  return user
}

describe('candidate search documents', () => {
  it('holds the normalised text and filters of a searchable candidate', async () => {
    const { db } = database
    const user = await candidateWithCareer()
    await refreshCandidateSearchDocuments(db, [user.id])
    const [row] = await db
      .select()
      .from(candidateSearchDocuments)
      .where(eq(candidateSearchDocuments.userId, user.id))
    expect(row?.searchText).toContain(normaliseSearchText('IFRS移行'))
    expect(row?.searchText).toContain(normaliseSearchText('経理マネージャー'))
    // Its grams and whole words, in the week of the profile's update.
    const week = searchTermBucketOf(row!.profileUpdatedAt)
    expect(row?.searchTerms).toContain(`'${week}#経理'`)
    expect(row?.searchTerms).toContain(`'${week}#t:ifrs'`)
    expect(row?.toeicScore).toBe(800)
    expect(row?.careerDetailLength).toBe('ＩＦＲＳ移行を主導しました'.length)
  })

  it('leaves out candidates who have not started their profile, and removes deleted ones', async () => {
    const { db } = database
    const fresh = await candidateWithCareer(0)
    const gone = await candidateWithCareer()
    await refreshCandidateSearchDocuments(db, [fresh.id, gone.id])
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id))
    await refreshCandidateSearchDocuments(db, [fresh.id, gone.id])
    const rows = await db.select().from(candidateSearchDocuments)
    expect(rows).toEqual([])
  })

  it('records the organisations whose company the candidate blocked', async () => {
    const { db } = database
    const user = await candidateWithCareer()
    const company = await createCompany(db)
    await db.insert(candidateCompanyBlocks).values({ userId: user.id, companyId: company.id })
    await refreshCandidateSearchDocuments(db, [user.id])
    const [row] = await db.select().from(candidateSearchDocuments)
    expect(row?.blockedOrganisationIds).toEqual([company.organisationId])
  })

  it('fills the documents missing after a migration, once', async () => {
    const { db } = database
    await candidateWithCareer()
    await candidateWithCareer()
    expect(await fillMissingCandidateSearchDocuments(db, 1)).toBe(2)
    expect(await fillMissingCandidateSearchDocuments(db)).toBe(0)
    const [{ count }] = (
      await db.execute<{ count: number }>(
        sql`select count(*)::int as count from candidate_search_documents`,
      )
    ).rows as [{ count: number }]
    expect(count).toBe(2)
  })
})
