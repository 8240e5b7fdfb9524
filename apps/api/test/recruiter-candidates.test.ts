import {
  candidateCompanyBlocks,
  candidateProfiles,
  createCompany,
  createMatch,
  createUser,
  type Database,
  type Db,
  users,
} from '@kakehashi/db'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { NodePgClient } from 'drizzle-orm/node-postgres/session'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import {
  listRecruiterCandidateTexts,
  listRecruiterCandidateViews,
} from '../src/modules/candidate-privacy/candidate-privacy-service.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

const PEOPLE = [
  {
    fullName: '佐藤 健一',
    kana: 'さとう けんいち',
    email: 'kenichi.sato@example.jp',
    phone: '08011112222',
  },
  {
    fullName: '鈴木 花子',
    kana: 'すずき はなこ',
    email: 'hanako.suzuki@example.jp',
    phone: '08033334444',
  },
  {
    fullName: '高橋 誠',
    kana: 'たかはし まこと',
    email: 'makoto.takahashi@example.jp',
    phone: '08055556666',
  },
] as const

/** A candidate who filled in the first registration step through the API. */
async function candidateWithProfile(app: App, database: Database, person: (typeof PEOPLE)[number]) {
  const { user, headers } = await signInCandidate(database.db, {
    fullName: person.fullName,
    email: person.email,
  })
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/v3/candidate/career_infos/1',
    headers,
    payload: {
      full_name: person.fullName,
      full_name_kana: person.kana,
      gender: 'female',
      birth_date: '1990-04-01',
      prefecture_id: 13,
      phone: person.phone,
    },
  })
  expect(saved.statusCode).toBe(200)
  // Free text that names and reaches the person, which only a matched organisation may read.
  await database.db
    .update(candidateProfiles)
    .set({ selfPr: `経理10年。連絡は${person.phone}、${person.fullName}まで` })
    .where(eq(candidateProfiles.userId, user.id))
  return user
}

async function recruiterOf(database: Database) {
  const recruiter = await signInRecruiter(database.db)
  const company = await createCompany(database.db, { organisationId: recruiter.organisation.id })
  return { ...recruiter, company }
}

/** The database's own connection pool, through a handle that counts the statements it sends. */
function countingDb(database: Database) {
  const statements: string[] = []
  // The handle drizzle returns keeps its pool as `$client`; `Db` does not name it.
  const { $client: pool } = database.db as Db & { $client: NodePgClient }
  const db = drizzle({
    client: pool,
    logger: { logQuery: (query) => statements.push(query) },
  }) as unknown as Db
  return { db, statements }
}

/** The parts of a recruiter view that a search's excerpts are cut from. */
const TEXT_FIELDS = [
  'careers',
  'experiences',
  'educations',
  'certifications',
  'wish_industries',
  'wish_job_types',
  'self_pr',
  'skill',
  'career_wish',
] as const

/** Checks that the texts read for excerpts are, candidate by candidate, those of the views. */
async function expectTextsOfViews(
  database: Database,
  organisationId: number,
  page: number[],
  views: Awaited<ReturnType<typeof listRecruiterCandidateViews>>,
) {
  const counted = countingDb(database)
  const texts = await listRecruiterCandidateTexts(counted.db, organisationId, page)
  expect(counted.statements).toHaveLength(1)
  expect([...texts.keys()].sort()).toEqual(views.map((view) => view.id).sort())
  for (const view of views) {
    expect(texts.get(view.id)).toEqual(
      Object.fromEntries(TEXT_FIELDS.map((field) => [field, view[field]])),
    )
  }
}

describe('a page of candidates as a recruiter sees them', () => {
  it('reads every candidate of the page with its match state in one statement', async () => {
    const { app, database } = await createTestApp()
    const [first, second, third] = await Promise.all(
      PEOPLE.map((person) => candidateWithProfile(app, database, person)),
    )
    const matchedOrganisation = await recruiterOf(database)
    const otherOrganisation = await recruiterOf(database)
    await createMatch(database.db, matchedOrganisation.organisation.id, first!.id)
    await createMatch(database.db, matchedOrganisation.organisation.id, third!.id)
    const page = [third!.id, first!.id, second!.id]

    const matched = countingDb(database)
    const views = await listRecruiterCandidateViews(
      matched.db,
      matchedOrganisation.organisation.id,
      page,
    )
    expect(matched.statements).toHaveLength(1)
    expect(views.map((view) => [view.id, view.is_matched])).toEqual([
      [third!.id, true],
      [first!.id, true],
      [second!.id, false],
    ])
    expect(views[0]!.contact).toEqual({
      full_name: '高橋 誠',
      full_name_kana: 'たかはし まこと',
      email: 'makoto.takahashi@example.jp',
      phone: '08055556666',
    })
    expect(views[1]!.contact?.email).toBe('kenichi.sato@example.jp')
    expect(views[2]!.contact).toBeNull()
    expect(JSON.stringify(views[2])).not.toContain('hanako.suzuki@example.jp')

    const unmatched = countingDb(database)
    const theirs = await listRecruiterCandidateViews(
      unmatched.db,
      otherOrganisation.organisation.id,
      page,
    )
    expect(unmatched.statements).toHaveLength(1)
    expect(theirs.map((view) => [view.id, view.is_matched, view.contact])).toEqual([
      [third!.id, false, null],
      [first!.id, false, null],
      [second!.id, false, null],
    ])
    for (const person of PEOPLE) {
      for (const value of [person.fullName, person.kana, person.email, person.phone]) {
        expect(JSON.stringify(theirs)).not.toContain(value)
      }
    }

    // What excerpts are cut from is the views' texts, blanked alike before a match.
    await expectTextsOfViews(database, matchedOrganisation.organisation.id, page, views)
    await expectTextsOfViews(database, otherOrganisation.organisation.id, page, theirs)

    // Each of the page is exactly what the single-candidate endpoint answers.
    for (const [organisation, list] of [
      [matchedOrganisation, views],
      [otherOrganisation, theirs],
    ] as const) {
      for (const view of list) {
        const single = await app.inject({
          url: `/api/v3/client/candidates/${view.id}`,
          headers: organisation.headers,
        })
        expect(single.json()).toEqual(view)
      }
    }
  })

  it('leaves out blocked, deleted and unknown candidates and other roles, for that organisation only', async () => {
    const { app, database } = await createTestApp()
    const [kept, blocking, deleted] = await Promise.all(
      PEOPLE.map((person) => candidateWithProfile(app, database, person)),
    )
    const blocked = await recruiterOf(database)
    const other = await recruiterOf(database)
    await database.db
      .insert(candidateCompanyBlocks)
      .values({ userId: blocking!.id, companyId: blocked.company.id })
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted!.id))
    // An account made without a profile row is shown with an empty profile, as on its own pages.
    const withoutProfile = await createUser(database.db, { roleType: 'Candidate' })
    const page = [blocking!.id, kept!.id, deleted!.id, blocked.user.id, withoutProfile.id, 987_654]

    const forBlocked = await listRecruiterCandidateViews(database.db, blocked.organisation.id, page)
    expect(forBlocked.map((view) => view.id)).toEqual([kept!.id, withoutProfile.id])
    const forOther = await listRecruiterCandidateViews(database.db, other.organisation.id, page)
    expect(forOther.map((view) => view.id)).toEqual([blocking!.id, kept!.id, withoutProfile.id])

    await expectTextsOfViews(database, blocked.organisation.id, page, forBlocked)
    await expectTextsOfViews(database, other.organisation.id, page, forOther)

    const empty = await app.inject({
      url: `/api/v3/client/candidates/${withoutProfile.id}`,
      headers: other.headers,
    })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual(forOther[2])
    expect(empty.json()).toMatchObject({ is_matched: false, contact: null, careers: [] })
  })
})
