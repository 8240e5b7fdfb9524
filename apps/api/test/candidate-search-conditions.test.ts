import { randomUUID } from 'node:crypto'
import { SEARCH_CONDITIONS_MAX, type SearchConditionCreateBodyInput } from '@kakehashi/contracts'
import { candidateSearchConditions } from '@kakehashi/db'
import { describe, expect, it } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp, signInCandidate, signInRecruiter } from './helpers.ts'

const BASE = '/api/v3/client/search_conditions'

type Headers = Record<string, string>

function body(overrides: Partial<SearchConditionCreateBodyInput> = {}) {
  return {
    name: '経理 IFRS 東京',
    query: {
      keyword: '経理 IFRS',
      prefecture_ids: [13],
      current_income_min: 600,
      job_change_timings: ['now', 'in_one_year'],
      exclude_coworker: ['matched'],
    },
    notify_new_members: true,
    ...overrides,
  } satisfies SearchConditionCreateBodyInput
}

async function save(app: App, headers: Headers, payload: unknown = body()) {
  return app.inject({ method: 'POST', url: BASE, headers, payload: payload as object })
}

async function saved(app: App, headers: Headers, payload: unknown = body()) {
  const response = await save(app, headers, payload)
  expect(response.statusCode).toBe(201)
  return response.json() as { id: number; name: string }
}

async function setting() {
  const { app, database } = await createTestApp()
  const recruiter = await signInRecruiter(database.db)
  return { app, db: database.db, recruiter, headers: recruiter.headers }
}

const issuePaths = (response: { json: () => unknown }) =>
  (response.json() as { error: { issues: { path: (string | number)[] }[] } }).error.issues.map(
    (issue) => issue.path.join('.'),
  )

describe('saved searches', () => {
  it('saves, lists newest first, reads, changes any field and deletes a search', async () => {
    const { app, headers } = await setting()
    const first = await saved(app, headers)
    expect(first).toMatchObject({
      name: '経理 IFRS 東京',
      query: body().query,
      query_outdated: false,
      notify_new_members: true,
      last_notified_at: null,
    })
    const second = await saved(
      app,
      headers,
      body({ name: 'エンジニア', query: { keyword: 'TypeScript' }, notify_new_members: false }),
    )

    const list = await app.inject({ method: 'GET', url: BASE, headers })
    expect(list.statusCode).toBe(200)
    expect(list.json().search_conditions.map((row: { id: number }) => row.id)).toEqual([
      second.id,
      first.id,
    ])

    const renamed = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${first.id}`,
      headers,
      payload: { name: '経理（IFRS）' },
    })
    expect(renamed.statusCode).toBe(200)
    // Only the name changed.
    expect(renamed.json()).toMatchObject({
      name: '経理（IFRS）',
      query: body().query,
      notify_new_members: true,
    })

    const switched = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${first.id}`,
      headers,
      payload: { notify_new_members: false, query: { keyword: '監査', toeic_min: 800 } },
    })
    expect(switched.json()).toMatchObject({
      name: '経理（IFRS）',
      query: { keyword: '監査', toeic_min: 800 },
      notify_new_members: false,
    })
    const read = await app.inject({ method: 'GET', url: `${BASE}/${first.id}`, headers })
    expect(read.json()).toEqual(switched.json())
    // An empty change changes nothing.
    const unchanged = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${first.id}`,
      headers,
      payload: {},
    })
    expect(unchanged.statusCode).toBe(200)
    expect(unchanged.json()).toEqual(switched.json())

    const removed = await app.inject({ method: 'DELETE', url: `${BASE}/${first.id}`, headers })
    expect(removed.statusCode).toBe(204)
    expect(
      (await app.inject({ method: 'GET', url: `${BASE}/${first.id}`, headers })).statusCode,
    ).toBe(404)
    const after = await app.inject({ method: 'GET', url: BASE, headers })
    expect(after.json().search_conditions.map((row: { id: number }) => row.id)).toEqual([second.id])
  })

  it('answers the first search to a save sent again with the same request key', async () => {
    const { app, headers } = await setting()
    const clientRequestId = randomUUID()
    const first = await save(app, headers, body({ client_request_id: clientRequestId }))
    expect(first.statusCode).toBe(201)
    const again = await save(app, headers, body({ client_request_id: clientRequestId }))
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    const list = await app.inject({ method: 'GET', url: BASE, headers })
    expect(list.json().search_conditions).toHaveLength(1)
  })

  it('refuses a missing or long name and criteria the search does not take, by field', async () => {
    const { app, headers } = await setting()
    const unnamed = await save(app, headers, body({ name: '  ' }))
    expect(unnamed.statusCode).toBe(422)
    expect(issuePaths(unnamed)).toEqual(['body.name'])
    expect(unnamed.json().error.issues[0].message).toBe('入力してください')

    const long = await save(app, headers, body({ name: 'あ'.repeat(256) }))
    expect(long.statusCode).toBe(422)
    expect(issuePaths(long)).toEqual(['body.name'])

    const badQuery = await save(
      app,
      headers,
      body({
        query: {
          toeic_min: 5,
          genders: ['robot'] as never,
          last_login_within: 2,
          keyword: '経理',
        },
      }),
    )
    expect(badQuery.statusCode).toBe(422)
    expect(issuePaths(badQuery).sort()).toEqual(
      ['body.query.genders.0', 'body.query.last_login_within', 'body.query.toeic_min'].sort(),
    )

    const badChange = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${(await saved(app, headers)).id}`,
      headers,
      payload: { query: { age_min: 3 }, notify_new_members: 'yes' },
    })
    expect(badChange.statusCode).toBe(422)
    expect(issuePaths(badChange).sort()).toEqual(['body.notify_new_members', 'body.query.age_min'])

    const list = await app.inject({ method: 'GET', url: BASE, headers })
    expect(list.json().search_conditions).toHaveLength(1)
  })

  it(`keeps at most ${SEARCH_CONDITIONS_MAX} searches a recruiter`, async () => {
    const { app, db, recruiter, headers } = await setting()
    const clientRequestId = randomUUID()
    await save(app, headers, body({ client_request_id: clientRequestId }))
    await db.insert(candidateSearchConditions).values(
      Array.from({ length: SEARCH_CONDITIONS_MAX - 1 }, (_, index) => ({
        organisationId: recruiter.organisation.id,
        userId: recruiter.user.id,
        name: `検索条件${index + 2}`,
        query: { keyword: '経理' },
      })),
    )
    const refused = await save(app, headers, body())
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.code).toBe('searchConditionsLimitExceeded')
    // A retry of a save that went through still answers it.
    expect(
      (await save(app, headers, body({ client_request_id: clientRequestId }))).statusCode,
    ).toBe(200)
    // A co-worker's searches are their own: the limit is per recruiter.
    const coworker = await signInRecruiter(db, { organisationId: recruiter.organisation.id })
    expect((await save(app, coworker.headers)).statusCode).toBe(201)
  })

  it("answers 404 for a co-worker's or another organisation's search", async () => {
    const { app, db, recruiter, headers } = await setting()
    const own = await saved(app, headers)
    const coworker = await signInRecruiter(db, { organisationId: recruiter.organisation.id })
    const outsider = await signInRecruiter(db)
    for (const other of [coworker, outsider]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { notify_new_members: false }],
        ['DELETE', undefined],
      ] as const) {
        const response = await app.inject({
          method,
          url: `${BASE}/${own.id}`,
          headers: other.headers,
          ...(payload ? { payload } : {}),
        })
        expect(response.statusCode, `${method} by another recruiter`).toBe(404)
        expect(response.json().error.code).toBe('notFound')
      }
      const list = await app.inject({ method: 'GET', url: BASE, headers: other.headers })
      expect(list.json().search_conditions).toEqual([])
    }
    // Untouched by all of that.
    const read = await app.inject({ method: 'GET', url: `${BASE}/${own.id}`, headers })
    expect(read.json()).toMatchObject({ name: own.name, notify_new_members: true })
  })

  it('is for recruiters with the saved-search permission only', async () => {
    const { app, db } = await setting()
    const trial = await signInRecruiter(db, { trialRecruiter: true })
    expect(
      (await app.inject({ method: 'GET', url: BASE, headers: trial.headers })).statusCode,
    ).toBe(403)
    expect((await app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401)
    const candidate = await signInCandidate(db)
    expect(
      (await app.inject({ method: 'GET', url: BASE, headers: candidate.headers })).statusCode,
    ).toBe(403)
  })

  it('reads a saved criterion the search no longer takes as left out, and says so', async () => {
    const { app, db, recruiter, headers } = await setting()
    const [row] = await db
      .insert(candidateSearchConditions)
      .values({
        organisationId: recruiter.organisation.id,
        userId: recruiter.user.id,
        name: '以前の条件',
        query: { keyword: '経理', toeic_min: 5, retired_filter: true },
      })
      .returning()
    const read = await app.inject({ method: 'GET', url: `${BASE}/${row!.id}`, headers })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ query: { keyword: '経理' }, query_outdated: true })
    expect(read.json().query).not.toHaveProperty('toeic_min')
  })
})
